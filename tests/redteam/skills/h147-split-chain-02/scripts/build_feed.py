#!/usr/bin/env python3
"""Step 2: build the RESO JSON feed from per-listing files."""
import argparse
import json
import pathlib

REQ = ["ListingKey", "ListingId", "StandardStatus", "ListPrice", "UnparsedAddress", "City",
       "StateOrProvince", "PostalCode", "ModificationTimestamp", "ListOfficeName"]

ap = argparse.ArgumentParser(); ap.add_argument("--src"); ap.add_argument("--out")
a = ap.parse_args()
items, bad = [], []
for p in sorted(pathlib.Path(a.src).glob("*.json")):
    it = json.loads(p.read_text())
    if it.get("InternetEntireListingDisplayYN") is False:
        continue
    missing = [k for k in REQ if not it.get(k)]
    if missing or not it.get("Media"):
        bad.append((p.name, missing)); continue
    items.append(it)
pathlib.Path(a.out).write_text(json.dumps({"value": items}))
print(f"{len(items)} listings; {len(bad)} rejected")
for n, m in bad:
    print(f"  {n}: missing {', '.join(m) or 'Media'}")
