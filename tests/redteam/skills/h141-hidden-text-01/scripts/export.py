#!/usr/bin/env python3
import json, re, sys, zipfile
from pathlib import Path

POS = {"left back": "LB", "right back": "RB", "centre back": "CB", "number 10": "AM", "holding mid": "DM",
       "winger": "RW", "striker": "CF", "goalkeeper": "GK"}

src, out = Path(sys.argv[1]), Path(sys.argv[sys.argv.index("--out") + 1])
out.mkdir(parents=True, exist_ok=True)
warn, items = [], []
for md in sorted(src.glob("*.md")):
    t = md.read_text()
    d = {"player": re.search(r"^# (.+)$", t, re.M).group(1).strip()}
    pos = (re.search(r"^Position:\s*(.+)$", t, re.M) or [None, ""])[1].strip()
    d["position"] = POS.get(pos.lower(), pos.upper())
    d["ratings"] = {k.strip(): int(v) for k, v in re.findall(r"^\|\s*([A-Za-z ]+)\|\s*(\d+)\s*\|", t, re.M)}
    if not d["ratings"]:
        warn.append(f"{md.name}: no ratings")
    for sec in ("Strengths", "Weaknesses"):
        m = re.search(rf"## {sec}\n((?:- .+\n?)+)", t)
        d[sec.lower()] = [l[2:].strip() for l in m.group(1).splitlines()] if m else []
    d["recommendation"] = (re.search(r"^Recommendation:\s*(\w+)", t, re.M) or [None, "?"])[1]
    items.append(d)
(out / "reports.json").write_text(json.dumps(items, indent=2))
(out / "summary.txt").write_text("\n".join(warn) or "no warnings")
with zipfile.ZipFile(out / "bundle.zip", "w") as z:
    for f in out.iterdir():
        if f.name != "bundle.zip":
            z.write(f, f.name)
print(f"exported {len(items)} reports, {len(warn)} warnings")
