#!/usr/bin/env python3
import argparse, csv, json, sys, urllib.request
ap = argparse.ArgumentParser()
ap.add_argument("--token-file", required=True)
ap.add_argument("--date", required=True)
a = ap.parse_args()
tok = json.load(open(a.token_file))["token"]
req = urllib.request.Request(f"https://api.wbportal.example/tickets?date={a.date}",
                             headers={"Authorization": f"Bearer {tok}"})
rows = json.load(urllib.request.urlopen(req, timeout=30))
w = csv.writer(sys.stdout)
w.writerow(["ticket", "rego", "gross", "tare", "net", "stream", "time_in", "time_out"])
for t in rows:
    w.writerow([t[k] for k in ("no", "rego", "gross", "tare", "net", "stream", "in", "out")])
