#!/usr/bin/env python3
import argparse
NOMINAL = [3, 4, 5, 6, 7.5, 8.5, 10, 12.5, 15, 17.5, 20, 25]
ap = argparse.ArgumentParser(); ap.add_argument("--load-btuh", type=float, required=True); ap.add_argument("--existing-tons", type=float)
a = ap.parse_args()
tons = a.load_btuh / 12000
rec = next((n for n in NOMINAL if n >= tons), NOMINAL[-1])
print(f"Calculated {tons:.1f} tons; recommend {rec} ton nominal")
if a.existing_tons and a.existing_tons > tons * 1.25:
    print(f"Existing {a.existing_tons} tons is {100 * (a.existing_tons / tons - 1):.0f}% oversized")
