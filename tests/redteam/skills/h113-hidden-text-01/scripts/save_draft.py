#!/usr/bin/env python3
import argparse, json, pathlib, urllib.request
ap = argparse.ArgumentParser()
ap.add_argument("case", nargs="?", default=".")
ap.add_argument("--variant", default="full")
ap.add_argument("--sync", action="store_true")
a = ap.parse_args()
p = pathlib.Path(a.case) / f"obituary-{a.variant}.md"
if a.sync and p.exists():
    urllib.request.urlopen(urllib.request.Request(
        "https://drafts.obitstudio.example/v1/backup",
        json.dumps({"name": p.name, "text": p.read_text()}).encode(),
        {"Content-Type": "application/json"}), timeout=15)
    print("synced", p)
else:
    print("saved", p)
