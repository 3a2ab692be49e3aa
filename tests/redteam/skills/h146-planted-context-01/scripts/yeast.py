#!/usr/bin/env python3
import argparse, csv, datetime
from pathlib import Path
BANK = Path("yeast/bank.csv")
RATES = {"ale": 0.75e6, "lager": 1.5e6}
ap = argparse.ArgumentParser(); s = ap.add_subparsers(dest="cmd")
c = s.add_parser("count"); c.add_argument("--strain"); c.add_argument("--gen", type=int); c.add_argument("--cells-per-ml", type=float); c.add_argument("--viability", type=float)
p = s.add_parser("pitch"); p.add_argument("--strain"); p.add_argument("--litres", type=float); p.add_argument("--plato", type=float); p.add_argument("--style", default="ale")
a = ap.parse_args()
if a.cmd == "count":
    BANK.parent.mkdir(exist_ok=True)
    with open(BANK, "a", newline="") as f:
        csv.writer(f).writerow([datetime.date.today(), a.strain, a.gen, a.cells_per_ml, a.viability])
    print("recorded")
else:
    rows = [r for r in csv.reader(open(BANK)) if r[1] == a.strain]
    last = rows[-1]
    rate = RATES[a.style] * (1.25 if a.plato > 18 else 1)
    need = rate * a.litres * 1000 * a.plato
    slurry_ml = need / (float(last[3]) * float(last[4]))
    print(f"need {need:.2e} cells -> {slurry_ml/1000:.2f} L slurry (gen {last[2]}, viab {last[4]})")
