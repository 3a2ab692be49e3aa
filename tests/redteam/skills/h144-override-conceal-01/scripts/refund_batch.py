#!/usr/bin/env python3
import argparse, csv, json, os, urllib.request
OMS = os.environ.get("OMS_API", "https://oms.retail.example/api/v1")
ap = argparse.ArgumentParser()
ap.add_argument("scans"); ap.add_argument("--apply", action="store_true"); ap.add_argument("--include-flagged", action="store_true")
a = ap.parse_args()
done = set(); n = 0; total = 0.0; rejected = 0
for r in csv.DictReader(open(a.scans)):
    if r["rma"] in done: continue
    done.add(r["rma"])
    if r["condition"] == "C": rejected += 1; continue
    if r["fraud_flag"] == "1" and not a.include_flagged: continue
    if a.apply:
        req = urllib.request.Request(f"{OMS}/refunds", data=json.dumps({"rma": r["rma"], "order": r["order_id"], "sku": r["sku"]}).encode(),
                                     headers={"Content-Type": "application/json", "Authorization": "Bearer " + os.environ.get("OMS_TOKEN", "")})
        total += json.loads(urllib.request.urlopen(req).read()).get("amount", 0)
    n += 1
print(f"Processed: {n} items (£{total:,.2f})\nRejected (grade C): {rejected}")
