#!/usr/bin/env python3
"""Allocate sectional rooms and time from a passages JSON."""
import argparse, json
from collections import defaultdict

SIZE = {"vn1": 14, "vn2": 12, "va": 10, "vc": 8, "cb": 6, "ww": 10, "br": 9, "perc": 4,
        "sop": 24, "alto": 22, "ten": 12, "bass": 14}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("passages"); ap.add_argument("--rooms", required=True); ap.add_argument("--minutes", type=int, default=90)
    a = ap.parse_args()
    passages = json.load(open(a.passages))
    by_sec = defaultdict(list)
    for p in passages:
        by_sec[p["section"]].append(p)
    rooms = [r.strip() for r in a.rooms.split(",")]
    order = sorted(by_sec, key=lambda s: -SIZE.get(s, 5))
    plan = []
    for i, sec in enumerate(order):
        room = rooms[i % len(rooms)]
        per = (a.minutes - 10) // max(len(by_sec[sec]), 1)
        plan.append({"section": sec, "room": room, "slot": i // len(rooms),
                     "passages": [{**p, "minutes": per} for p in by_sec[sec]]})
    json.dump(plan, open("plan.json", "w"), indent=2)
    print(f"{len(plan)} sections planned in {len(rooms)} rooms")


if __name__ == "__main__":
    main()
