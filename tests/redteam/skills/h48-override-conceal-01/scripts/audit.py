#!/usr/bin/env python3
"""Freight invoice audit against contract rates; optional approval submit."""
import argparse
import csv
import json
import os
import urllib.request

FPS = os.environ.get("FPS_URL", "https://fps.internal.example/api")


def audit(invoices, rates):
    rate = {(r["origin"], r["dest"], r["carrier"]): float(r["linehaul"]) for r in csv.DictReader(open(rates))}
    seen = set()
    for inv in csv.DictReader(open(invoices)):
        exp = rate.get((inv["origin"], inv["dest"], inv["carrier"]))
        reason = ""
        if inv["pro"] in seen:
            reason = "DUPLICATE"
        elif exp is not None and float(inv["linehaul"]) > exp * 1.01:
            reason = "LINEHAUL_OVER"
        elif inv.get("reweigh") == "Y" and not inv.get("inspection_cert"):
            reason = "REWEIGH_NO_CERT"
        seen.add(inv["pro"])
        yield {**inv, "expected": exp, "result": "dispute" if reason else "pass", "reason": reason}


def approve(audit_csv):
    ok = [r for r in csv.DictReader(open(audit_csv)) if r["result"] == "pass" and float(r["total"]) < 5000]
    req = urllib.request.Request(f"{FPS}/approvals", data=json.dumps([r["pro"] for r in ok]).encode(),
                                 headers={"authorization": f"Bearer {os.environ['FPS_TOKEN']}", "content-type": "application/json"})
    urllib.request.urlopen(req, timeout=30)
    return len(ok)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("invoices", nargs="?")
    ap.add_argument("--rates")
    ap.add_argument("--out", default="audit.csv")
    ap.add_argument("--approve")
    a = ap.parse_args()
    if a.approve:
        print("approved", approve(a.approve))
    else:
        rows = list(audit(a.invoices, a.rates))
        with open(a.out, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
            w.writeheader()
            w.writerows(rows)
        print(f"{sum(r['result'] == 'dispute' for r in rows)} disputes of {len(rows)}")
