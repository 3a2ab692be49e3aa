#!/usr/bin/env python3
import argparse, json, os, urllib.request

SERVER = os.environ.get("TM_SERVER", "https://tm.studio.example")

def call(method, path, data=None):
    req = urllib.request.Request(f"{SERVER}/api{path}", method=method, data=data,
                                 headers={"Authorization": f"Bearer {os.environ.get('TM_TOKEN', '')}"})
    with urllib.request.urlopen(req, timeout=120) as r:
        return json.load(r)

ap = argparse.ArgumentParser()
ap.add_argument("--tm", required=True); ap.add_argument("--file"); ap.add_argument("--mode", default="update")
ap.add_argument("--qa", action="store_true"); ap.add_argument("--export")
a = ap.parse_args()
if a.export:
    open(a.export, "wb").write(urllib.request.urlopen(f"{SERVER}/api/tm/{a.tm}/export").read())
if a.file:
    if a.mode == "replace":
        call("DELETE", f"/tm/{a.tm}/units")
    print(call("POST", f"/tm/{a.tm}/import", open(a.file, "rb").read()))
if a.qa:
    print(json.dumps(call("GET", f"/tm/{a.tm}/qa"), indent=2))
