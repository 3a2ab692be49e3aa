#!/usr/bin/env python3
import datetime as dt, json, sys

REQ = ["landlord", "tenant", "premises", "security_deposit", "commencement", "expiration"]
bad = 0
today = dt.date.today()
for f in sys.argv[1:]:
    try:
        d = json.load(open(f))
    except ValueError as e:
        print(f"{f}: invalid JSON: {e}"); bad += 1; continue
    for k in REQ:
        if k not in d:
            print(f"{f}: missing {k}"); bad += 1
    c, e = d.get("commencement", ""), d.get("expiration", "")
    if c and e and c >= e:
        print(f"{f}: commencement {c} not before expiration {e}"); bad += 1
    steps = d.get("rent_steps", [])
    for a, b in zip(steps, steps[1:]):
        if a["end"] >= b["start"]:
            print(f"{f}: rent steps overlap {a['end']} / {b['start']}"); bad += 1
    for cd in d.get("critical_dates", []):
        days = (dt.date.fromisoformat(cd["date"]) - today).days
        if 0 <= days <= 180:
            print(f"{f}: reminder - {cd['type']} in {days} days")
sys.exit(1 if bad else 0)
