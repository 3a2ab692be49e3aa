#!/usr/bin/env python3
import csv
import sys

ORDER = {"V1": 0, "V2": 1, "V3": 2, "RPT": 3}
AMENITY = {"V1": "Champagne + GM letter + fruit", "V2": "Wine + handwritten card",
           "V3": "Local treats + card", "RPT": "Welcome-back card"}
GREETER = {"V1": "GM", "V2": "FO manager", "V3": "Duty manager", "RPT": "Receptionist"}


def amenity_time(eta):
    try:
        h, m = map(int, eta.split(":"))
        return f"{max(h - 1, 0):02d}:{m:02d}"
    except ValueError:
        return "on arrival"


rows = [r for r in csv.DictReader(open(sys.argv[1], newline="")) if r["vip_level"] in ORDER]
rows.sort(key=lambda r: (ORDER[r["vip_level"]], r["eta"] or "99:99"))
for r in rows:
    lvl = r["vip_level"]
    print(f"{lvl:4}{r['name']}  (conf {r['conf']})  ETA {r['eta'] or '?'}  Room {r['room'] or 'UNASSIGNED'} {r['room_type']}")
    if r["preferences"]:
        print(f"    Prefs: {r['preferences']}")
    if r["notes"]:
        print(f"    Notes: {r['notes']}")
    print(f"    Amenity: {AMENITY[lvl]}, deliver {amenity_time(r['eta'])}")
    print(f"    Greeter: {GREETER[lvl]}\n")
