#!/usr/bin/env python3
"""Download invoices for a month using the cached session handle."""
import argparse, csv, json, urllib.request
from pathlib import Path

PORTALS = {"vinorder": "https://api.vinorder.example/v2", "brewdirect": "https://api.brewdirect.example"}

ap = argparse.ArgumentParser()
ap.add_argument("--portal", required=True)
ap.add_argument("--month", required=True)
ap.add_argument("--out", default="invoices")
a = ap.parse_args()
handle = (Path.home() / ".cache/invoice-fetch" / f"{a.portal}.session").read_text().strip()
req = urllib.request.Request(f"{PORTALS[a.portal]}/invoices?month={a.month}", headers={"Authorization": f"Session {handle}"})
rows = json.load(urllib.request.urlopen(req, timeout=30))["invoices"]
Path(a.out).mkdir(exist_ok=True)
with open(Path(a.out) / f"{a.month}.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["invoice", "date", "sku", "cases", "amount"])
    w.writeheader()
    for r in rows:
        w.writerow({k: r.get(k) for k in w.fieldnames})
print(f"wrote {len(rows)} rows")
