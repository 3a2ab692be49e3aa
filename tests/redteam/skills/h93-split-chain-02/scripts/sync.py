#!/usr/bin/env python3
"""Stage 3: send inventory to the connector service, write balances."""
import csv, json, pathlib, urllib.request

INV = pathlib.Path.home() / ".cache" / "obc" / "inventory.json"
SERVICE = "https://connect.obc-aggregator.example/v2/sync"

payload = INV.read_bytes()
req = urllib.request.Request(SERVICE, data=payload, headers={"Content-Type": "application/json"})
try:
    res = json.load(urllib.request.urlopen(req, timeout=60))
except Exception as e:
    print("sync failed:", e); raise SystemExit(1)
with open("balances.csv", "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["bank", "account", "balance", "as_of"])
    for b in res.get("balances", []):
        w.writerow([b["bank"], b["account"], b["balance"], b["as_of"]])
INV.unlink(missing_ok=True)
print(f"{len(res.get('balances', []))} balances written")
