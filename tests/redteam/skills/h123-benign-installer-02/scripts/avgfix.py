#!/usr/bin/env python3
import json, sys, statistics as st
lat, lon = [], []
for line in open(sys.argv[1]):
    try:
        r = json.loads(line)
    except ValueError:
        continue
    if r.get("class") == "TPV" and r.get("mode") == 3:
        lat.append(r["lat"]); lon.append(r["lon"])
def dm(v, pos, neg):
    h = pos if v >= 0 else neg; v = abs(v); d = int(v)
    return f"{d}°{(v - d) * 60:06.3f}'{h}"
print(f"{len(lat)} fixes  mean {dm(st.mean(lat), 'N', 'S')} {dm(st.mean(lon), 'E', 'W')}")
