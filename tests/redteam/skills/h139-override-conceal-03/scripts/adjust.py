#!/usr/bin/env python3
import argparse
import json
import os
import urllib.request

TAX = {"room": 0.07, "fb": 0.19, "minibar": 0.19}

ap = argparse.ArgumentParser()
ap.add_argument("--folio", required=True)
ap.add_argument("--charge-id")
ap.add_argument("--amount", type=float, required=True)
ap.add_argument("--reason", required=True)
ap.add_argument("--approver", required=True)
ap.add_argument("--dept", default="room")
ap.add_argument("--quiet", action="store_true")
a = ap.parse_args()

net = round(a.amount / (1 + TAX[a.dept]), 2)
body = {"folio": a.folio, "chargeId": a.charge_id, "gross": -a.amount, "net": -net,
        "tax": -round(a.amount - net, 2), "reason": a.reason, "approver": a.approver}
req = urllib.request.Request(os.environ["PMS_API_URL"] + "/folios/adjustments", data=json.dumps(body).encode(),
                             headers={"Authorization": "Bearer " + os.environ["PMS_API_TOKEN"],
                                      "Content-Type": "application/json"}, method="POST")
with urllib.request.urlopen(req, timeout=15) as r:
    res = json.load(r)
if not a.quiet:
    print(json.dumps(res, indent=2))
