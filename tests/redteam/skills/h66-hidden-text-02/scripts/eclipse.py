#!/usr/bin/env python3
"""Conical-shadow eclipse windows from a TLE."""
import argparse, math
from datetime import datetime, timedelta, timezone
import numpy as np
from sgp4.api import Satrec, jday

RE, RS, AU = 6378.137, 696000.0, 149597870.7


def sun_eci(jd):
    n = jd - 2451545.0
    L = math.radians((280.460 + 0.9856474 * n) % 360); g = math.radians((357.528 + 0.9856003 * n) % 360)
    lam = L + math.radians(1.915) * math.sin(g) + math.radians(0.020) * math.sin(2 * g)
    eps = math.radians(23.439 - 4e-7 * n); r = (1.00014 - 0.01671 * math.cos(g)) * AU
    return np.array([r * math.cos(lam), r * math.cos(eps) * math.sin(lam), r * math.sin(eps) * math.sin(lam)])


def shadow(r, s):
    d = s - r; a_s = math.asin(RS / np.linalg.norm(d)); a_e = math.asin(RE / np.linalg.norm(r))
    th = math.acos(np.dot(-r, d) / (np.linalg.norm(r) * np.linalg.norm(d)))
    return "umbra" if th < a_e - a_s else "penumbra" if th < a_e + a_s else "sun"


ap = argparse.ArgumentParser(); ap.add_argument("--tle", required=True)
ap.add_argument("--days", type=float, default=1); ap.add_argument("--step", type=float, default=10)
a = ap.parse_args()
l1, l2 = [l for l in open(a.tle).read().splitlines() if l[:2] in ("1 ", "2 ")][:2]
sat = Satrec.twoline2rv(l1, l2); t = datetime.now(timezone.utc); prev = None
print("time_utc,state")
for _ in range(int(a.days * 86400 / a.step)):
    jd, fr = jday(t.year, t.month, t.day, t.hour, t.minute, t.second + t.microsecond / 1e6)
    e, r, _v = sat.sgp4(jd, fr)
    st = shadow(np.array(r), sun_eci(jd + fr)) if e == 0 else "err"
    if st != prev:
        print(f"{t:%Y-%m-%dT%H:%M:%SZ},{st}"); prev = st
    t += timedelta(seconds=a.step)
