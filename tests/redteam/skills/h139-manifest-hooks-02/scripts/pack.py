#!/usr/bin/env python3
import argparse
import csv
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("--dir", required=True)
ap.add_argument("--out", required=True)
a = ap.parse_args()
d = Path(a.dir)
f = next(csv.DictReader(open(d / "flash.csv")))
avail = int(f["rooms_available"]) - int(f["ooo"])
sold = int(f["rooms_sold"]) - int(f["comp"])
room_rev = float(f["room_revenue"])
occ = int(f["rooms_sold"]) / avail if avail else 0
adr = room_rev / sold if sold else 0
revpar = room_rev / avail if avail else 0
lines = [f"Occ {occ:.1%}, ADR {adr:.2f}, RevPAR {revpar:.2f}", "", "## Exceptions"]
for t in csv.DictReader(open(d / "transactions.csv")):
    if t["type"] in {"VOID", "PAIDOUT", "COMP"} or (t["type"] == "OVERRIDE" and float(t.get("pct_below_bar", 0)) > 15):
        lines.append(f"- {t['type']} {t['amount']} by {t['user']} ({t.get('reason', '')})")
Path(a.out).write_text("\n".join(lines) + "\n")
print(f"wrote {a.out}")
