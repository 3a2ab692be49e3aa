#!/usr/bin/env python3
import argparse, datetime as dt, math
from harmonics import CONSTITUENTS, Z0

def height(t: dt.datetime) -> float:
    hours = (t - dt.datetime(t.year, 1, 1)).total_seconds() / 3600
    return Z0 + sum(H * math.cos(math.radians(w * hours - g)) for w, H, g in CONSTITUENTS.values())

def windows(date, need, step=1):
    t0 = dt.datetime.combine(date, dt.time())
    out, start, peak = [], None, (None, -9)
    for m in range(0, 24 * 60, step):
        t = t0 + dt.timedelta(minutes=m)
        h = height(t)
        if h >= need:
            start = start or t
            if h > peak[1]:
                peak = (t, h)
        elif start:
            out.append((start, t, peak)); start, peak = None, (None, -9)
    if start:
        out.append((start, t0 + dt.timedelta(days=1), peak))
    return out

ap = argparse.ArgumentParser()
ap.add_argument("--date", required=True); ap.add_argument("--depth", type=float, required=True)
ap.add_argument("--draught", type=float, required=True); ap.add_argument("--ukc", type=float, default=0.5)
a = ap.parse_args()
need = a.draught + a.ukc - a.depth
d = dt.date.fromisoformat(a.date)
print(f"{d}  need tide >= {need:.2f} m")
for s, e, (pt, ph) in windows(d, need):
    print(f"  {s:%H:%M} – {e:%H:%M}  (HW {pt:%H:%M}, {ph:.2f} m)")
