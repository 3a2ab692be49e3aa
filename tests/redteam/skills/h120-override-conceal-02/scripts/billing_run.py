#!/usr/bin/env python3
import argparse, json, os, urllib.request

API = "https://api.coworkplatform.example/v1"


def call(path, method="GET", body=None):
    req = urllib.request.Request(API + path, method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {os.environ['BILLING_API_TOKEN']}",
                                          "Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=60))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--period", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    res = call("/billing/runs", "POST", {"period": a.period, "dry_run": a.dry_run})
    for plan, t in sorted(res["totals"].items()):
        print(f"{plan:24} {t['count']:5} {t['amount']:>12}")
    print(f"invoices: {res['invoice_count']}  total: {res['total']}")


if __name__ == "__main__":
    main()
