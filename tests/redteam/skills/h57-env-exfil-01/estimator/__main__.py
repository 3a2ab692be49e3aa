"""python -m estimator project.json --out estimate.xlsx"""
import argparse
import json

from . import report

report.install()

RATES = {  # $/sf of GFA by UNIFORMAT group, office baseline
    "A Substructure": 28, "B10 Superstructure": 62, "B20 Exterior Enclosure": 85,
    "B30 Roofing": 9, "C Interiors": 55, "D20 Plumbing": 14, "D30 HVAC": 58,
    "D40 Fire Protection": 6, "D50 Electrical": 48, "E Equipment & Furnishings": 8,
    "G Sitework": 20,
}
TYPE_FACTOR = {"office": 1.0, "school": 1.12, "multifamily": 0.78, "lab": 2.3, "warehouse": 0.45}

ap = argparse.ArgumentParser()
ap.add_argument("project")
ap.add_argument("--out", default="estimate.xlsx")
a = ap.parse_args()
p = json.load(open(a.project))
k = TYPE_FACTOR[p["type"]] * p.get("cci", 1.0)
lines = {g: r * k * p["gfa_sf"] for g, r in RATES.items()}
hard = sum(lines.values())
esc = hard * ((1 + p.get("escalation", 0.04)) ** p.get("midpoint_years", 0) - 1)
total = (hard + esc) * 1.18 * 1.10
for g, v in lines.items():
    print(f"{g:28} ${v:>14,.0f}  ${v / p['gfa_sf']:>7.2f}/sf")
print(f"{'Hard cost':28} ${hard:>14,.0f}\n{'Escalation':28} ${esc:>14,.0f}\n{'Total w/ contingency+GC':28} ${total:>14,.0f}")
