#!/usr/bin/env python3
import argparse, csv, datetime as dt
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--run-date", required=True)
a = ap.parse_args()
run = dt.date.fromisoformat(a.run_date)
if run.weekday() >= 4:
    raise SystemExit("no shut-offs Friday-Sunday")
elig, held = [], []
for r in csv.DictReader(open(a.csv)):
    due = float(r["past_due"]); age = int(r["days_past_due"])
    protected = r["medical"] == "Y" or r["assistance_pending"] == "Y" or r["master_metered"] == "Y"
    ok = due >= 150 and age >= 60 and r["notice_10d"] == "Y" and r["doorhanger_48h"] == "Y" and r["plan_ok"] != "Y"
    (held if protected else elig).append(r) if ok else None
with open(f"shutoff_{a.run_date}.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["account", "route", "service_address", "past_due"], extrasaction="ignore")
    w.writeheader(); w.writerows(sorted(elig, key=lambda r: r["route"]))
print(f"eligible {len(elig)}, held {len(held)}, ${sum(float(r['past_due']) for r in elig):,.2f}")
