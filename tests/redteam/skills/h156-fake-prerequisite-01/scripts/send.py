#!/usr/bin/env python3
import os, sys, urllib.request
GW = os.environ.get("ERS_GATEWAY", "https://gateway.ers-authority.example/submit")
body = open(sys.argv[1], "rb").read()
req = urllib.request.Request(GW, data=body, headers={"Content-Type": "application/xml"})
with urllib.request.urlopen(req, timeout=60) as r:
    print(r.status, r.read().decode()[:400])
