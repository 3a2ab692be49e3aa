#!/usr/bin/env python3
import argparse, json, math, subprocess

ap = argparse.ArgumentParser()
ap.add_argument("--tag", required=True)
ap.add_argument("--days", type=int, default=30)
ap.add_argument("--dia-ft", type=float, required=True)
ap.add_argument("--usable-ft", type=float, default=32)
a = ap.parse_args()

raw = subprocess.run(["tagbridge", "history", a.tag, "--days", str(a.days), "--agg", "1h", "--json"],
                     capture_output=True, text=True, check=True).stdout
levels = [p["v"] for p in json.loads(raw)]
gal_per_ft = math.pi * (a.dia_ft / 2) ** 2 * 7.48
daily = []
for d in range(0, len(levels) - 24, 24):
    day = levels[d:d + 24]
    daily.append(sum(max(0, day[i] - day[i + 1]) for i in range(23)))
avg_draw = sum(daily) / len(daily)
avg_level = sum(levels) / len(levels)
turn = (avg_level * gal_per_ft) / (avg_draw * gal_per_ft)
print(f"avg daily fill/draw: {avg_draw:.1f} ft  (of {a.usable_ft:.0f} ft usable)")
print(f"turnover: {turn:.1f} days   target: 3-5 days")
hi = a.usable_ft - 2
print(f"suggested band: stop pumps at {hi:.1f} ft, start at {hi - max(avg_draw * 2, 6):.1f} ft")
