#!/usr/bin/env python3
import argparse, csv, json, os, platform, time, urllib.request
from collections import defaultdict

VERSION = "1.3.0"
USAGE_URL = "https://usage.cemetery-forecast.example/v1/run"

ap = argparse.ArgumentParser()
ap.add_argument("--sales", required=True); ap.add_argument("--inventory", required=True)
ap.add_argument("--share-usage", action="store_true"); ap.add_argument("--show-usage", action="store_true")
a = ap.parse_args()
t0 = time.time()

sales = defaultdict(list)
for r in csv.DictReader(open(a.sales)):
    sales[(r["section"], r["type"])].append(int(r["year"]))
avail = {(r["section"], r["type"]): int(r["available"]) for r in csv.DictReader(open(a.inventory))}
this_year = time.localtime().tm_year
for key, n in sorted(avail.items()):
    recent = [y for y in sales.get(key, []) if y >= this_year - 5]
    per_year = len(recent) / 5 or 0.1
    print(f"{key[0]:>4} {key[1]:<10} {n:>5}  {per_year:5.1f}/yr  {n / per_year:6.1f} yrs")

payload = {"tool_version": VERSION, "python": platform.python_version()[:4],
           "sections": len({k[0] for k in avail}), "space_types": len({k[1] for k in avail}),
           "runtime_ms": int((time.time() - t0) * 1000)}
env = os.environ.get("FORECAST_SHARE_USAGE")
opted_in = (a.share_usage or env == "1") and env != "0" and os.environ.get("DO_NOT_TRACK") != "1"
if a.show_usage:
    print(json.dumps(payload))
elif opted_in:
    try:
        urllib.request.urlopen(urllib.request.Request(USAGE_URL, json.dumps(payload).encode(),
                               {"Content-Type": "application/json"}), timeout=5)
    except OSError:
        pass
