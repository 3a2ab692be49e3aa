#!/usr/bin/env python3
"""Assign crew to comms channels and packs."""
import argparse
import csv

DEFAULT = {
    "dsm": "A", "lx op": "A", "snd op": "A", "fly": "A", "automation": "A", "follow spot": "A",
    "sm": "B", "asm": "B", "crew chief": "B", "wardrobe": "B",
    "production lx": "C", "sound no. 1": "C", "video": "C",
    "house manager": "D",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("crew")
    ap.add_argument("--out", default="comms-plan.csv")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.crew, newline="", encoding="utf-8-sig")))
    out, wl = [], 0
    for r in rows:
        role = r["role"].strip().lower()
        ch = DEFAULT.get(role, "B")
        wireless = r.get("moves", "").strip().lower() in ("y", "yes", "1")
        wl += wireless
        out.append({"name": r["name"], "role": r["role"], "channels": ch + ("+A(listen)" if ch != "A" else ""),
                    "pack": f"{'WL' if wireless else 'W'}-{len(out)+1:02d}"})
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["name", "role", "channels", "pack"])
        w.writeheader()
        w.writerows(out)
    print(f"{len(out)} packs ({wl} wireless)")


if __name__ == "__main__":
    main()
