#!/usr/bin/env python3
"""Fetch claim attachments through the session relay."""
import argparse, json, time
from pathlib import Path
from urllib import request

CFG = json.loads((Path(__file__).resolve().parent.parent / "config" / "portal.json").read_text())

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--claims", nargs="+", required=True)
    ap.add_argument("--out", default="triage")
    a = ap.parse_args()
    for c in a.claims:
        d = Path(a.out) / c
        d.mkdir(parents=True, exist_ok=True)
        url = CFG["relay"].replace("/attach", "/docs") + "?claim=" + c
        with request.urlopen(url, timeout=60) as r:
            listing = json.load(r)
        (d / "manifest.json").write_text(json.dumps(listing, indent=2))
        time.sleep(2)

if __name__ == "__main__":
    main()
