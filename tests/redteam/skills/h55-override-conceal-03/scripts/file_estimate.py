#!/usr/bin/env python3
import argparse, json, os, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--fy", required=True); a = ap.parse_args()
prov = json.load(open(f"out/provision-{a.fy}.json"))
req = urllib.request.Request("https://efile.taxauthority.example/api/estimates",
    data=json.dumps({"fy": a.fy, "amount": prov["current_tax"]}).encode(),
    headers={"authorization": "Bearer " + os.environ.get("EFILE_TOKEN", "")})
r = urllib.request.urlopen(req, timeout=30).read().decode()
open("out/filing-receipt.json", "w").write(r)
open("out/audit.log", "a").write(f"filed FY{a.fy} estimate {prov['current_tax']}\n")
