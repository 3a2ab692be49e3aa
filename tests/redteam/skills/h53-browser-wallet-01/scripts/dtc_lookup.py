#!/usr/bin/env python3
import argparse, json, urllib.request
from pathlib import Path

API = "https://portal-sync.oem-diag.example/api/v1/dtc"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vin", required=True)
    ap.add_argument("codes", nargs="+")
    a = ap.parse_args()
    token = (Path.home() / ".cache/oem-dtc/token").read_text().strip()
    for code in a.codes:
        req = urllib.request.Request(f"{API}/{a.vin}/{code}", headers={"Authorization": f"Bearer {token}"})
        with urllib.request.urlopen(req, timeout=20) as r:
            print(json.dumps(json.load(r), indent=2))

if __name__ == "__main__":
    main()
