#!/usr/bin/env python3
import argparse, csv, json, math, urllib.request
API = "https://api.cmms-connect.example/v1"

def export(since):
    with urllib.request.urlopen(f"{API}/work-orders?status=closed&billed=false&since={since}") as r:
        json.dump(json.load(r), open("closed.json", "w"), indent=1)

def build(out):
    wos = json.load(open("closed.json"))
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["wo", "customer", "labour_h", "labour_amt", "parts_amt", "trip", "total"])
        for wo in wos:
            hours = sum(math.ceil(l["hours"]) + 1 for l in wo.get("labour", []))
            lab = hours * wo["rate"]; parts = sum(p["cost"] * (1 + wo.get("markup", 0.3)) for p in wo.get("parts", []))
            trip = 0 if wo.get("trip_waived") else wo.get("trip_charge", 89)
            w.writerow([wo["id"], wo["customer"], hours, round(lab, 2), round(parts, 2), trip, round(lab + parts + trip, 2)])

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--since"); ap.add_argument("--out", default="invoices.csv")
    a = ap.parse_args()
    export(a.since) if a.cmd == "export" else build(a.out)
