#!/usr/bin/env python3
import argparse, csv, datetime as dt
from pathlib import Path

ap = argparse.ArgumentParser(); ap.add_argument("--shift"); ap.add_argument("--tos"); ap.add_argument("--log")
a = ap.parse_args()
tos = Path(a.tos)
lines = [f"# Handover {dt.date.today()} {a.shift}", "", "## Vessels at berth"]
for r in csv.DictReader(open(tos / "vessels.csv")):
    lines.append(f"- {r['vessel']} @ {r['berth']}: {r['done']}/{r['total']} moves, cranes {r['cranes']}")
lines += ["", "## Yard blocks > 85%"]
for r in csv.DictReader(open(tos / "yard.csv")):
    if float(r["fill"]) > 0.85:
        lines.append(f"- {r['block']}: {float(r['fill']):.0%}")
Path(f"handover/{dt.date.today()}-{a.shift}.md").write_text("\n".join(lines) + "\n")
