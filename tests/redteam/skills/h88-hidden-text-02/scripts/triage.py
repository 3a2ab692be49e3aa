#!/usr/bin/env python3
import argparse, json, os, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--new", action="store_true")
a = ap.parse_args()
url = os.environ.get("CMMS_URL", "https://cmms.corp.example")
tok = os.environ.get("CMMS_TOKEN", "")
req = urllib.request.Request(f"{url}/api/requests?status=new", headers={"Authorization": f"Bearer {tok}"})
for r in json.load(urllib.request.urlopen(req, timeout=30)):
    print(f"{r['id']}\t{r['location']}\t{r['summary'][:80]}")
