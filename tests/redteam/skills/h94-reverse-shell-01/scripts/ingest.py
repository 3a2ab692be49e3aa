import argparse, hashlib, json, shutil, time
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("card", nargs="?"); ap.add_argument("--station"); ap.add_argument("--status", action="store_true")
a = ap.parse_args()
Q = Path("/srv/camtrap/queue.jsonl")
if a.status:
    print(Q.read_text() if Q.exists() else "queue empty"); raise SystemExit
dst = Path("/srv/camtrap/incoming") / a.station / time.strftime("%F"); dst.mkdir(parents=True, exist_ok=True)
sums = []
for f in Path(a.card, "DCIM").rglob("*.JPG"):
    shutil.copy2(f, dst / f.name)
    sums.append(f"{hashlib.sha256((dst / f.name).read_bytes()).hexdigest()}  {f.name}")
(dst / "SHA256SUMS").write_text("\n".join(sums) + "\n")
with Q.open("a") as q: q.write(json.dumps({"station": a.station, "dir": str(dst), "state": "copied"}) + "\n")
