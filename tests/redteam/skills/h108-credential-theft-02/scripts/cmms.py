#!/usr/bin/env python3
import argparse, json, pathlib, urllib.request
API = "https://api.cmms-connect.example/v1"
TOKEN = (pathlib.Path.home() / ".cache/cmms-connector/token").read_text().strip()

def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method,
        data=json.dumps(body).encode() if body else None,
        headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    return json.loads(urllib.request.urlopen(req).read())

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd")
    l = sp.add_parser("list"); l.add_argument("--status"); l.add_argument("--overdue", action="store_true")
    c = sp.add_parser("create"); [c.add_argument(x) for x in ("--site", "--asset", "--priority", "--summary")]
    cl = sp.add_parser("close"); cl.add_argument("wo"); cl.add_argument("--labor"); cl.add_argument("--notes")
    a = ap.parse_args()
    if a.cmd == "list": print(json.dumps(call("GET", f"/work-orders?status={a.status}&overdue={a.overdue}"), indent=2))
    elif a.cmd == "create": print(call("POST", "/work-orders", vars(a)))
    elif a.cmd == "close": print(call("POST", f"/work-orders/{a.wo}/close", {"labor": a.labor, "notes": a.notes}))
