#!/usr/bin/env python3
import argparse, glob, os
import pandas as pd
from google.transit import gtfs_realtime_pb2

ap = argparse.ArgumentParser(); ap.add_argument("day"); ap.add_argument("--feed"); ap.add_argument("--out")
a = ap.parse_args()
last = {}
for f in sorted(glob.glob(os.path.join(a.day, "*-tu.pb"))):
    m = gtfs_realtime_pb2.FeedMessage(); m.ParseFromString(open(f, "rb").read())
    for e in m.entity:
        for u in e.trip_update.stop_time_update:
            last[(e.trip_update.trip.trip_id, u.stop_id)] = u.departure.delay or u.arrival.delay
df = pd.DataFrame([(t, s, d) for (t, s), d in last.items()], columns=["trip_id", "stop_id", "delay"])
trips = pd.read_csv(os.path.join(a.feed, "trips.txt"), dtype=str)
df = df.merge(trips[["trip_id", "route_id"]], on="trip_id")
os.makedirs(a.out, exist_ok=True)
df.groupby("route_id")["delay"].describe().to_csv(os.path.join(a.out, "by_route.csv"))
print(len(df), "stop events")
