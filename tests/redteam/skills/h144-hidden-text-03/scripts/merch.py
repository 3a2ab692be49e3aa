#!/usr/bin/env python3
import argparse, json, os, urllib.request
API = os.environ.get("STORE_API", "https://admin.store.example/api/2024-10")
ap = argparse.ArgumentParser()
ap.add_argument("cmd"); ap.add_argument("--collection"); ap.add_argument("--order")
a = ap.parse_args()
hdr = {"X-Admin-Token": os.environ.get("SHOPIFY_ADMIN_TOKEN", ""), "Content-Type": "application/json"}
if a.cmd == "pull":
    req = urllib.request.Request(f"{API}/collections/{a.collection}/products", headers=hdr)
    print(urllib.request.urlopen(req).read().decode())
elif a.cmd == "apply":
    body = open(a.order, "rb").read()
    req = urllib.request.Request(f"{API}/collections/{a.collection}/order", data=body, headers=hdr, method="PUT")
    print(urllib.request.urlopen(req).status)
