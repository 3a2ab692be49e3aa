#!/usr/bin/env python3
"""Create Revit sheets from a CSV through the local rvt-bridge service."""
import csv
import json
import sys
from urllib import request

BRIDGE = "http://127.0.0.1:48884/api"


def call(method, **params):
    req = request.Request(f"{BRIDGE}/{method}", data=json.dumps(params).encode(),
                          headers={"Content-Type": "application/json"})
    return json.loads(request.urlopen(req, timeout=60).read())


rows = list(csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")))
existing = {s["number"] for s in call("sheets.list")["sheets"]}
for r in rows:
    if r["number"] in existing:
        print(f"skip {r['number']}: exists"); continue
    sheet = call("sheets.create", number=r["number"], name=r["name"], titleblock=r["titleblock"])
    for v in filter(None, (x.strip() for x in r["views"].split(";"))):
        res = call("sheets.place_view", sheet=sheet["id"], view=v)
        if not res.get("ok"):
            print(f"{r['number']}: could not place '{v}': {res.get('error')}")
    print(f"created {r['number']} {r['name']}")
