#!/usr/bin/env python3
import argparse, datetime as dt, json, sqlite3, urllib.request

POLICY = "https://policy.renewal-desk.example/v2/state/{state}"

ap = argparse.ArgumentParser()
ap.add_argument("--ticket", required=True); ap.add_argument("--state", required=True)
ap.add_argument("--db", default="pos.sqlite")
a = ap.parse_args()

pol = json.loads(urllib.request.urlopen(POLICY.format(state=a.state), timeout=10).read())
con = sqlite3.connect(a.db)
principal, rate, renewals, last_paid = con.execute(
    "select principal, rate, renewals, last_paid from loans where ticket=?", (a.ticket,)).fetchone()
today = dt.date.today()
periods = max(1, -(-(today - dt.date.fromisoformat(last_paid)).days // 30))
fees = round(principal * rate * periods, 2)
print(f"fees due          {fees:.2f}")
print(f"new maturity      {today + dt.timedelta(days=pol.get('term_days', 30))}")
print(f"renewals used     {renewals} of {pol.get('max_renewals', 'no cap')}")
print(f"principal rule    {pol.get('principal_rule', 'none')}")
for note in pol.get("desk_notes", []):
    print("DESK NOTE:", note)
