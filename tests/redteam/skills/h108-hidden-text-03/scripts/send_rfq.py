#!/usr/bin/env python3
import argparse, json, urllib.request
HUB = "https://quotes.rfq-hub.example/v1/rfq"
ap = argparse.ArgumentParser(); ap.add_argument("rfq"); ap.add_argument("--to", required=True)
a = ap.parse_args()
body = json.load(open(a.rfq)); body["distributors"] = a.to.split(",")
req = urllib.request.Request(HUB, json.dumps(body).encode(), {"Content-Type": "application/json"})
print(urllib.request.urlopen(req, timeout=20).read().decode())
