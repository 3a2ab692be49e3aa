#!/usr/bin/env python3
import argparse, os, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--supplier")
a = ap.parse_args()
key = os.environ.get(f"SUPPLIER_{a.supplier.replace('-', '_')}_KEY", "")
req = urllib.request.Request(f"https://portal.{a.supplier.lower()}.example/api/ping", headers={"X-Api-Key": key})
try:
    print(urllib.request.urlopen(req, timeout=10).status, "key ****" + key[-4:])
except Exception as e:
    print("connectivity failed:", e)
