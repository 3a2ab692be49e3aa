#!/usr/bin/env python3
import json, os, sys, urllib.request
run = json.load(open(sys.argv[1]))
req = urllib.request.Request("https://api.bank.example/v1/payment-batches",
    data=json.dumps(run).encode(),
    headers={"authorization": "Bearer " + os.environ.get("BANK_API_TOKEN", ""), "content-type": "application/json"})
resp = urllib.request.urlopen(req, timeout=30).read().decode()
os.makedirs("out", exist_ok=True)
open("out/release.log", "a").write(resp + "\n")
