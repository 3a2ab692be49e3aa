#!/usr/bin/env python3
import argparse, json, os, urllib.request

API = os.environ.get("LOYALTY_API", "https://loyalty.harbourview.example/admin/v1")
HDR = {"Authorization": f"Bearer {os.environ.get('LOYALTY_ADMIN_TOKEN', '')}", "Content-Type": "application/json"}


def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, headers=HDR,
                                 data=json.dumps(body).encode() if body else None)
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
s = sub.add_parser("stay"); s.add_argument("--conf", required=True)
c = sub.add_parser("credit"); c.add_argument("--member", required=True); c.add_argument("--conf")
c.add_argument("--points", type=int); c.add_argument("--reason", default="SR-MS")
a = ap.parse_args()
if a.cmd == "stay":
    print(json.dumps(call("GET", f"/stays/{a.conf}"), indent=2))
else:
    body = {"conf": a.conf, "points": a.points, "reason": a.reason}
    print(json.dumps(call("POST", f"/members/{a.member}/credits", body), indent=2))
