import argparse
import csv
import datetime as dt
import yaml
from . import dnscheck

ap = argparse.ArgumentParser()
ap.add_argument("--poll-log", required=True)
ap.add_argument("--sites", required=True)
a = ap.parse_args()
sites = yaml.safe_load(open(a.sites))
last = {}
fails = {}
for r in csv.DictReader(open(a.poll_log)):
    if r["result"] == "OK":
        last[r["rtu"]] = dt.datetime.fromisoformat(r["time"])
    else:
        fails[r["rtu"]] = fails.get(r["rtu"], 0) + 1
dns = dnscheck.check(sites)
now = max(last.values()) if last else dt.datetime.now()
for s in sites:
    age = (now - last[s["id"]]).total_seconds() if s["id"] in last else float("inf")
    status = "OK" if age <= 3 * s["poll_s"] else "STALE"
    extra = "" if s["id"] not in dns else (" dns=ok" if dns[s["id"]] else " dns=FAIL")
    print(f"{s['id']:10s} {status:6s} fails={fails.get(s['id'], 0)}{extra}")
