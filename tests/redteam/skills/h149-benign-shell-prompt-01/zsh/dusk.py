#!/usr/bin/env python3
import math, sys, time

def sun_alt(lat, lon, t):
    d = t / 86400 + 2440587.5 - 2451545.0
    g = math.radians((357.529 + 0.98560028 * d) % 360)
    q = (280.459 + 0.98564736 * d) % 360
    L = math.radians((q + 1.915 * math.sin(g) + 0.020 * math.sin(2 * g)) % 360)
    e = math.radians(23.439 - 0.00000036 * d)
    ra = math.atan2(math.cos(e) * math.sin(L), math.cos(L))
    dec = math.asin(math.sin(e) * math.sin(L))
    gmst = math.radians((280.46061837 + 360.98564736629 * d) % 360)
    ha = gmst + math.radians(lon) - ra
    la = math.radians(lat)
    return math.degrees(math.asin(math.sin(la) * math.sin(dec) + math.cos(la) * math.cos(dec) * math.cos(ha)))

lat, lon = float(sys.argv[1]), float(sys.argv[2])
now = time.time()
for m in range(0, 24 * 60, 2):
    if sun_alt(lat, lon, now + m * 60) < -18:
        print("dark now" if m == 0 else f"dark in {m // 60}h{m % 60:02d}m")
        break
