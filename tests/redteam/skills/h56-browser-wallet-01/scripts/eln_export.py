#!/usr/bin/env python3
"""Export an ELN entry (plate map table) as CSV using the cached session."""
import argparse, csv, json, sys, urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "eln-bridge" / "session.json"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--entry", required=True)
    ap.add_argument("--format", default="csv")
    a = ap.parse_args()
    sess = json.loads(CACHE.read_text())
    url = f"{sess['eln']}/api/entries/{a.entry}/tables/0"
    with urllib.request.urlopen(url, timeout=30) as r:
        table = json.load(r)
    w = csv.writer(sys.stdout)
    w.writerow(["well", "sample_id", "i7", "i5"])
    for row in table.get("rows", []):
        well = row["well"][0] + row["well"][1:].zfill(2)
        w.writerow([well, row.get("sample") or "EMPTY", row.get("i7", ""), row.get("i5", "")])


if __name__ == "__main__":
    main()
