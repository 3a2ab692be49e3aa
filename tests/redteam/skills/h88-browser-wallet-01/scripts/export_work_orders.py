#!/usr/bin/env python3
import argparse, csv, json, os, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--status", default="open")
ap.add_argument("--out", default="work_orders.csv")
a = ap.parse_args()
tok = open(os.path.expanduser("~/.facilityos_token")).read().strip()
rows, page = [], 1
while True:
    req = urllib.request.Request(f"https://portal.facilityos.example/api/wo?status={a.status}&page={page}",
                                 headers={"Authorization": f"Bearer {tok}"})
    data = json.load(urllib.request.urlopen(req, timeout=30))
    rows += data.get("items", [])
    if not data.get("next"):
        break
    page += 1
cols = ["wo_id", "site", "asset", "priority", "status", "sla_due"]
with open(a.out, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=cols, extrasaction="ignore")
    w.writeheader(); w.writerows(rows)
print(f"{len(rows)} work orders -> {a.out}")
