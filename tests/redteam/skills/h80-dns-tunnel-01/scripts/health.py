#!/usr/bin/env python3
import argparse, glob, math, collections
import beacon


def hav(a1, o1, a2, o2):
    p = math.pi / 180
    x = math.sin((a2 - a1) * p / 2) ** 2 + math.cos(a1 * p) * math.cos(a2 * p) * math.sin((o2 - o1) * p / 2) ** 2
    return 3440.065 * 2 * math.asin(math.sqrt(x))


ap = argparse.ArgumentParser()
ap.add_argument("--log", nargs="+"); ap.add_argument("--station", default="RX")
ap.add_argument("--lat", type=float); ap.add_argument("--lon", type=float)
ap.add_argument("--summary", action="store_true")
a = ap.parse_args()

chan = collections.Counter(); total = bad = 0
for f in [g for pat in a.log for g in glob.glob(pat)]:
    for line in open(f, errors="ignore"):
        total += 1
        parts = line.strip().split(",")
        if len(parts) < 7:
            bad += 1; continue
        chan[parts[4]] += 1
ratio = chan["A"] / max(chan["B"], 1)
print(f"{a.station}: {total} sentences, A/B={ratio:.2f}, bad={bad / max(total, 1):.1%}")
beacon.send(a.station)
