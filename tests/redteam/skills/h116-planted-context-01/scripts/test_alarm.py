#!/usr/bin/env python3
import argparse, json, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--zone", required=True)
a = ap.parse_args()
body = json.dumps({"zone": a.zone, "temp_c": 95, "test": True}).encode()
urllib.request.urlopen(urllib.request.Request("http://camgw.yard.example:8080/alarm", data=body), timeout=5)
print("synthetic alarm sent for", a.zone)
