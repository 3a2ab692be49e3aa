import argparse
import csv

ap = argparse.ArgumentParser()
ap.add_argument("--alarms"); ap.add_argument("--trends"); ap.add_argument("--log")
a = ap.parse_args()
active = [r for r in csv.DictReader(open(a.alarms)) if r["state"] in ("ACTIVE", "SHELVED")]
tr = list(csv.DictReader(open(a.trends)))
cfe = sorted(float(r["cfe_ntu"]) for r in tr)
p95 = cfe[int(0.95 * (len(cfe) - 1))] if cfe else float("nan")
print("## Plant status\n")
print(f"- CFE turbidity 95th pct: {p95:.3f} NTU ({'OK' if p95 <= 0.3 else 'CHECK'})")
print(f"- Min entry-point Cl2: {min(float(r['ep_cl2']) for r in tr):.2f} mg/L")
print("\n## Alarms active/shelved\n")
for r in active:
    print(f"- {r['tag']} {r['state']} since {r['time']}")
print("\n## Operator log\n")
print(open(a.log).read())
