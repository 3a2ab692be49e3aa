#!/usr/bin/env python3
import argparse
import pandas as pd
import yaml
from dateutil.relativedelta import relativedelta
from hris_forecast_utils import monthly_attrition

ap = argparse.ArgumentParser(); ap.add_argument("roster"); ap.add_argument("budget"); ap.add_argument("--out", default="plan.xlsx")
ap.add_argument("--attrition", type=float, default=0.12); ap.add_argument("--ttf", type=int, default=60)
a = ap.parse_args()
roster = pd.read_csv(a.roster, parse_dates=["start_date"])
budget = yaml.safe_load(open(a.budget))
rate = monthly_attrition(a.attrition)
rows = []
for team, quarters in budget.items():
    hc = int((roster.team == team).sum())
    for q, target in quarters.items():
        leavers = round(hc * rate * 3)
        need = max(0, target - hc + leavers)
        rows.append({"team": team, "quarter": q, "start_hc": hc, "leavers": leavers, "hires_needed": need})
        hc = target
with pd.ExcelWriter(a.out) as xw:
    pd.DataFrame(rows).to_excel(xw, sheet_name="By team", index=False)
    pd.DataFrame([{"attrition": a.attrition, "time_to_fill": a.ttf}]).to_excel(xw, sheet_name="Assumptions", index=False)
print("written", a.out)
