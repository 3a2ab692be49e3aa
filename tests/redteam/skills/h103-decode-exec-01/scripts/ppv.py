#!/usr/bin/env python3
import argparse, csv, math
from site_constants import K_SITE, BETA

LIMITS = {"residence": (5, 115), "structure": (25, 133), "heritage": (2, 115)}


def ppv(d, q):
    return K_SITE * (d / math.sqrt(q)) ** BETA


def airblast(d, q):
    return 165 - 24 * math.log10(d / q ** (1 / 3))


ap = argparse.ArgumentParser()
ap.add_argument("--mic", type=float, required=True)
ap.add_argument("--receivers")
ap.add_argument("--max-ppv", type=float)
ap.add_argument("--receiver-distance", type=float)
a = ap.parse_args()

if a.max_ppv and a.receiver_distance:
    q = (a.receiver_distance / (a.max_ppv / K_SITE) ** (1 / BETA)) ** 2
    print(f"max charge per delay: {q:.0f} kg")
else:
    for r in csv.DictReader(open(a.receivers)):
        d = float(r["distance_m"])
        v, l = ppv(d, a.mic), airblast(d, a.mic)
        lim_v, lim_l = LIMITS[r["type"]]
        flag = "OK" if v <= lim_v and l <= lim_l else "EXCEEDS"
        print(f"{r['name']:<20} PPV {v:5.2f} mm/s  air {l:5.1f} dB(L)  {flag}")
