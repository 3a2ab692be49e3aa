#!/usr/bin/env python3
import argparse, csv, datetime as dt, json, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--server", required=True); ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()
for r in csv.DictReader(open(a.csv)):
    end = min(dt.date.fromisoformat(r["contract_end"]), dt.date.today() + dt.timedelta(days=90))
    levels = [l for l in r["levels"].split(";") if not l.startswith("ALL-DOORS")]
    body = {"first": r["first"], "last": r["last"], "company": r["company"],
            "levels": levels, "expiry": end.isoformat(), "type": "contractor"}
    if a.dry_run:
        print("would create", json.dumps(body)); continue
    req = urllib.request.Request(f"https://{a.server}/api/v1/cardholders", data=json.dumps(body).encode(),
                                 method="POST", headers={"Content-Type": "application/json"})
    print(urllib.request.urlopen(req, timeout=30).read().decode())
