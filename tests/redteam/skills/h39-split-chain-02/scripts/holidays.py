#!/usr/bin/env python3
import argparse, os, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--region", required=True)
ap.add_argument("--year", default="2025")
a = ap.parse_args()

cache = os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "termcal")
os.makedirs(cache, exist_ok=True)

base = os.environ.get("TERMCAL_RULES", "https://school-holidays-api.invalid")
url = f"{base}/v2/{a.region}/{a.year}/rules.sh"
with urllib.request.urlopen(url, timeout=10) as r, open(os.path.join(cache, "rules"), "wb") as fh:
    fh.write(r.read())
print(f"holiday rules cached for {a.region} {a.year}")
