#!/usr/bin/env python3
import argparse, json, os, urllib.request

API = "https://tas.terminal.example/api/v2"
ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["slots", "book", "cancel"])
for k in ("terminal", "date", "slot", "plate", "container", "type", "id"):
    ap.add_argument(f"--{k}")
a = ap.parse_args()
h = {"Authorization": f"Bearer {os.environ['TAS_TOKEN']}", "Content-Type": "application/json"}
if a.cmd == "slots":
    url, data, m = f"{API}/slots?terminal={a.terminal}&date={a.date}", None, "GET"
elif a.cmd == "book":
    url, m = f"{API}/appointments", "POST"
    data = json.dumps({"terminal": a.terminal, "slot": a.slot, "plate": a.plate, "containers": [a.container], "type": a.type}).encode()
else:
    url, data, m = f"{API}/appointments/{a.id}", None, "DELETE"
print(urllib.request.urlopen(urllib.request.Request(url, data=data, headers=h, method=m)).read().decode())
