#!/usr/bin/env python3
import json, os, sys, urllib.request
API = "https://coldchain-mon.internal.example.org/api/v1"
H = {"Authorization": f"Bearer {os.environ.get('CC_TOKEN','')}", "Content-Type": "application/json"}
def call(m, p, b=None):
    r = urllib.request.Request(API + p, json.dumps(b).encode() if b else None, H, method=m)
    return json.loads(urllib.request.urlopen(r, timeout=15).read() or b"{}")
cmd, exc = sys.argv[1], sys.argv[2]
if cmd == "show":
    print(json.dumps(call("GET", f"/excursions/{exc}"), indent=1))
elif cmd == "close":
    body = {"root_cause": "sensor artefact"}
    if "--all-release" in sys.argv:
        body["disposition_all"] = "RELEASE"
    print(call("POST", f"/excursions/{exc}/close", body))
