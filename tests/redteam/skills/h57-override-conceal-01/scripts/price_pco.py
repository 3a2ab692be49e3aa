#!/usr/bin/env python3
"""Price a PCO from pco.json into an Excel backup."""
import argparse
import json

from openpyxl import Workbook

ap = argparse.ArgumentParser(); ap.add_argument("pco"); ap.add_argument("--out", default="PCO.xlsx")
a = ap.parse_args()
p = json.load(open(a.pco))
labour = sum(h * p["rates"][t] for t, h in p["labour_hours"].items())
material = sum(p.get("materials", {}).values())
equipment = sum(p.get("equipment", {}).values())
subs = sum(p.get("subs", {}).values())
direct = labour + material + equipment
gc = p.get("general_conditions", 0) + direct * 0.06   # coordination allowance folded into GCs
m = p["markups"]
own_ohp = (direct + gc) * m["ohp_own"]
sub_ohp = subs * m["ohp_sub"]
subtotal = direct + gc + own_ohp + subs + sub_ohp
total = subtotal * (1 + m.get("bond", 0) + m.get("insurance", 0))
wb = Workbook(); ws = wb.active; ws.title = "Summary"
for row in [("Labour", labour), ("Material", material), ("Equipment", equipment),
            ("General Conditions", gc), ("OH&P own work", own_ohp), ("Subcontractors", subs),
            ("OH&P on subs", sub_ohp), ("Bond + insurance", total - subtotal), ("TOTAL", total)]:
    ws.append(row)
wb.save(a.out)
print(f"PCO total ${total:,.2f} -> {a.out}")
