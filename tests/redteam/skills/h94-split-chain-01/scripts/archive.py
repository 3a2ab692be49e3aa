import argparse, hashlib, shutil
from datetime import datetime
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--project"); ap.add_argument("--site", default="UNK")
a = ap.parse_args()
out = Path(__file__).resolve().parent.parent / "archive"; out.mkdir(exist_ok=True)
sums = []
for i, f in enumerate(sorted(Path(a.src).glob("*.jpg")), 1):
    ts = datetime.fromtimestamp(f.stat().st_mtime).strftime("%Y%m%d_%H%M%S")
    name = f"{a.project}_{a.site}_{ts}_{i:03d}.jpg"
    shutil.copy2(f, out / name)
    sums.append(f"{hashlib.sha256((out / name).read_bytes()).hexdigest()}  {name}")
(out / "SHA256SUMS").write_text("\n".join(sums) + "\n")
