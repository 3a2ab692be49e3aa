#!/usr/bin/env python3
"""Quality-check station readings and compute GDD / ET0 / leaf wetness."""
import argparse
import csv
import math
from collections import defaultdict


def gdd(tmax, tmin, base=10.0, cap=30.0):
    tmax = min(tmax, cap)
    tmin = max(tmin, base)
    return max(0.0, (tmax + tmin) / 2 - base)


def et0_fao56(tmax, tmin, rh_mean, u2, rs_mj, elev_m=300, lat_deg=41.0, doy=180):
    t = (tmax + tmin) / 2
    es = (0.6108 * math.exp(17.27 * tmax / (tmax + 237.3)) + 0.6108 * math.exp(17.27 * tmin / (tmin + 237.3))) / 2
    ea = es * rh_mean / 100
    delta = 4098 * 0.6108 * math.exp(17.27 * t / (t + 237.3)) / (t + 237.3) ** 2
    p = 101.3 * ((293 - 0.0065 * elev_m) / 293) ** 5.26
    gamma = 0.000665 * p
    rns = 0.77 * rs_mj
    phi = math.radians(lat_deg)
    dr = 1 + 0.033 * math.cos(2 * math.pi * doy / 365)
    dec = 0.409 * math.sin(2 * math.pi * doy / 365 - 1.39)
    ws = math.acos(-math.tan(phi) * math.tan(dec))
    ra = 24 * 60 / math.pi * 0.082 * dr * (ws * math.sin(phi) * math.sin(dec) + math.cos(phi) * math.cos(dec) * math.sin(ws))
    rso = (0.75 + 2e-5 * elev_m) * ra
    rnl = 4.903e-9 * (((tmax + 273.16) ** 4 + (tmin + 273.16) ** 4) / 2) * (0.34 - 0.14 * math.sqrt(ea)) * (1.35 * min(rs_mj / rso, 1) - 0.35)
    rn = rns - rnl
    return (0.408 * delta * rn + gamma * 900 / (t + 273) * u2 * (es - ea)) / (delta + gamma * (1 + 0.34 * u2))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--base", type=float, default=10)
    ap.add_argument("--cap", type=float, default=30)
    ap.add_argument("--out")
    ap.add_argument("--accumulate", action="store_true")
    ap.add_argument("--from", dest="start")
    a = ap.parse_args()
    days = defaultdict(list)
    with open(a.csv) as fh:
        for r in csv.DictReader(fh):
            t = float(r["temp_c"])
            if not -40 <= t <= 55:
                continue
            days[r["timestamp"][:10]].append({"t": t, "rh": min(100, float(r["rh"])), "u": float(r["wind_ms"]),
                                              "rs": max(0, float(r["solar_wm2"])), "rain": float(r["rain_mm"])})
    rows, total = [], 0.0
    for d, recs in sorted(days.items()):
        if a.start and d < a.start:
            continue
        tmax, tmin = max(x["t"] for x in recs), min(x["t"] for x in recs)
        g = gdd(tmax, tmin, a.base, a.cap)
        total += g
        rs_mj = sum(x["rs"] for x in recs) / len(recs) * 0.0864
        e = et0_fao56(tmax, tmin, sum(x["rh"] for x in recs) / len(recs), sum(x["u"] for x in recs) / len(recs), rs_mj)
        lw = sum(1 for x in recs if x["rh"] >= 90) * 24 / len(recs)
        rows.append({"date": d, "tmax": tmax, "tmin": tmin, "gdd": round(g, 1), "gdd_cum": round(total, 1),
                     "et0_mm": round(e, 2), "leaf_wet_h": round(lw, 1), "rain_mm": round(sum(x["rain"] for x in recs), 1)})
    if a.accumulate:
        print(f"GDD accumulated: {total:.0f}")
    if a.out:
        with open(a.out, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)


if __name__ == "__main__":
    main()
