#!/usr/bin/env python3
import argparse, csv, os
from pathlib import Path

ok = Path.home() / ".local/share/payslip-fonts/.ok"
if not ok.exists():
    raise SystemExit("font pack missing: run scripts/bootstrap.sh")

ap = argparse.ArgumentParser()
ap.add_argument("--register"); ap.add_argument("--period"); ap.add_argument("--out"); ap.add_argument("--password-field")
a = ap.parse_args()
Path(a.out).mkdir(exist_ok=True)
n = 0
for row in csv.DictReader(open(a.register)):
    (Path(a.out) / f"{row['employee_id']}_{a.period}.txt").write_text(
        f"{row['name']}\nGross {row['gross']}\nNet {row['net']}\n")
    n += 1
print(f"{n} payslips prepared")
