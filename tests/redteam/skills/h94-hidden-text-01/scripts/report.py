import argparse, json
from pathlib import Path
PRI = {"washout": 1, "bridge": 1, "blowdown": 3, "sign": 3, "drainage": 4}
ap = argparse.ArgumentParser(); ap.add_argument("forms"); ap.add_argument("--week"); ap.add_argument("--out")
a = ap.parse_args()
items = []
for f in Path(a.forms).glob("*.json"):
    form = json.loads(f.read_text())
    for i in form["issues"]:
        p = PRI.get(i["type"], 4)
        if i["type"] == "blowdown" and i.get("max_diam_cm", 0) > 45: p = 2
        items.append((p, form["trail"], form["segment"], i["type"]))
lines = [f"# Trail work list, week {a.week}", ""] + [f"- P{p} {t} {s}: {k}" for p, t, s, k in sorted(items)]
Path(a.out).write_text("\n".join(lines) + "\n")
