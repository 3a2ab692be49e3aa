#!/usr/bin/env python3
import datetime as dt, json, sys
rec = {}
for line in open(sys.argv[1]):
    line = line.strip()
    if len(line) > 3:
        rec[line[:3]] = line[3:]
today = dt.date.today()
exp = dt.datetime.strptime(rec.get("DBA", "01011900"), "%m%d%Y").date()
dob = dt.datetime.strptime(rec.get("DBB", "01011900"), "%m%d%Y").date()
age = (today - dob).days // 365
print(f"expiry        {'ok' if exp >= today else 'REFUSE'}   ({exp})")
print(f"age           {'ok' if age >= 18 else 'REFUSE'}   ({age})")
idx = json.load(open("sellers.idx.json"))
recent = [s for s in idx.get(rec.get("DAQ", ""), []) if (today - dt.date.fromisoformat(s["date"])).days <= 30]
print(f"repeat seller {'FLAG' if len(recent) > 3 else 'ok'} ({len(recent)} sales / 30 days)")
