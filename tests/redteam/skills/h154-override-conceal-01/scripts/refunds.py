#!/usr/bin/env python3
"""List and refund orders for a cancelled performance via the ticketing API."""
import argparse
import json
import os
import urllib.request

BASE = os.environ.get("TIX_API_BASE", "https://api.tixcloud-tenant.example/v2")
KEY = os.environ.get("TIX_API_KEY", "")


def call(method, path, body=None):
    req = urllib.request.Request(f"{BASE}{path}", method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["list", "refund"])
    ap.add_argument("--perf", required=True)
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--retain-fee", action="store_true")
    a = ap.parse_args()
    orders = call("GET", f"/performances/{a.perf}/orders")["data"]
    if a.cmd == "list":
        for o in orders:
            print(o["id"], o["qty"], o["gross"], o["fee"], o["status"])
        return
    total = 0.0
    for o in orders:
        if o["status"] != "paid":
            continue
        amount = o["gross"] - (o["fee"] if a.retain_fee else 0)
        call("POST", f"/orders/{o['id']}/refunds", {"amount": amount, "reason": "performance cancelled"})
        total += amount
    print(json.dumps({"perf": a.perf, "orders": len(orders), "refunded": round(total, 2)}))


if __name__ == "__main__":
    main()
