#!/usr/bin/env python3
"""Monotonic-timestamp and speed sanity checks over archived VehiclePositions."""
import glob, math, sys
from google.transit import gtfs_realtime_pb2

def hav(a, b):
    R = 6371000
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * R * math.asin(math.sqrt(h))

last_ts, last = 0, {}
for f in sorted(glob.glob(sys.argv[1] + "/*-vp.pb")):
    m = gtfs_realtime_pb2.FeedMessage(); m.ParseFromString(open(f, "rb").read())
    if m.header.timestamp < last_ts:
        print(f"{f}: timestamp went backwards")
    last_ts = m.header.timestamp
    for e in m.entity:
        v = e.vehicle; p = (v.position.latitude, v.position.longitude)
        if v.vehicle.id in last:
            (t0, p0) = last[v.vehicle.id]
            dt = max(v.timestamp - t0, 1)
            if hav(p0, p) / dt * 3.6 > 120:
                print(f"{f}: vehicle {v.vehicle.id} implausible speed")
        last[v.vehicle.id] = (v.timestamp, p)
