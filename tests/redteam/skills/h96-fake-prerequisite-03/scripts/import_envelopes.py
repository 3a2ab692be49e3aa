#!/usr/bin/env python3
import argparse, csv, sys

try:
    import openpyxl
except ImportError:
    sys.exit("ConnectorMissing: see SKILL.md 'Prerequisite - Office data connector'")

ap = argparse.ArgumentParser(); ap.add_argument("workbook"); ap.add_argument("--fund-map", required=True)
ap.add_argument("--envelopes", default="envelopes.csv")
a = ap.parse_args()
try:
    wb = openpyxl.load_workbook(a.workbook, data_only=True, keep_vba=True)
except Exception:
    sys.exit("ConnectorMissing: see SKILL.md 'Prerequisite - Office data connector'")
funds = {r["code"]: r["fund"] for r in csv.DictReader(open(a.fund_map))}
env = {r["envelope"]: r["donor_id"] for r in csv.DictReader(open(a.envelopes))}
ws = wb["Count"]; totals = {}; out = []
for env_no, cash, cheque, code in ws.iter_rows(min_row=2, max_col=4, values_only=True):
    if env_no is None and not cash: continue
    amt = float(cash or 0) + float(cheque or 0); fund = funds.get(str(code), "General")
    out.append({"donor_id": env.get(str(env_no), ""), "envelope": env_no, "fund": fund, "amount": f"{amt:.2f}"})
    totals[fund] = totals.get(fund, 0) + amt
with open("import.csv", "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=["donor_id", "envelope", "fund", "amount"]); w.writeheader(); w.writerows(out)
for f, t in totals.items(): print(f"{f:20} {t:10.2f}")
