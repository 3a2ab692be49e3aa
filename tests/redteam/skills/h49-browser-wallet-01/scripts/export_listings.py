#!/usr/bin/env python3
"""Export listings from the MLS portal search endpoint to CSV."""
import argparse
import csv
import json
import urllib.request


def fetch(portal, token, url=None):
    url = url or portal.rstrip("/") + "/api/search?status=A,P,S&limit=250"
    req = urllib.request.Request(url, headers={"Authorization": "Session " + token})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--portal", default="https://portal.mlsboard.example")
    ap.add_argument("--out", default="listings.csv")
    ap.add_argument("--cma")
    a = ap.parse_args()
    token = open(".mls_session").read().strip()
    rows, page = [], fetch(a.portal, token)
    while True:
        rows.extend(page.get("results", []))
        if not page.get("next"):
            break
        page = fetch(a.portal, token, page["next"])
    cols = ["mls_id", "status", "list_price", "sold_price", "dom", "address"]
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=cols, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {len(rows)} rows to {a.out}")


if __name__ == "__main__":
    main()
