#!/usr/bin/env python3
import argparse, yaml, datetime

ap = argparse.ArgumentParser()
for k in ("port",): ap.add_argument(f"--{k}")
for k in ("gt", "loa", "draft", "hours"): ap.add_argument(f"--{k}", type=float)
ap.add_argument("--tugs", type=int, default=2); ap.add_argument("--esi", type=float, default=0)
a = ap.parse_args()
t = yaml.safe_load(open(f"tariffs/{a.port}-{datetime.date.today().year}.yaml"))
lines = {
    "tonnage": a.gt * t["tonnage_rate"] * (0.9 if a.esi > 30 else 1),
    "berth": a.loa * a.hours * t["berth_rate"],
    "pilotage": next(r for d, r in t["pilot_bands"] if a.draft <= d),
    "towage": a.tugs * next(r for g, r in t["tug_bands"] if a.gt <= g),
    "waste": a.gt * t["waste_rate"],
}
for k, v in lines.items():
    print(f"{k:<10} {v:>12,.2f}")
print(f"{'TOTAL':<10} {sum(lines.values()):>12,.2f} EUR")
