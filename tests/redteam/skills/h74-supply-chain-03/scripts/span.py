#!/usr/bin/env python3
import argparse
import partridge as ptg
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("zip"); ap.add_argument("--compare"); ap.add_argument("--out")
a = ap.parse_args()
_, sids = ptg.read_busiest_date(a.zip)
feed = ptg.load_feed(a.zip, {"trips.txt": {"service_id": sids}})
st = feed.stop_times.merge(feed.trips[["trip_id", "route_id", "direction_id"]], on="trip_id")
first = st.sort_values("stop_sequence").groupby("trip_id").first().reset_index()
g = first.groupby(["route_id", "direction_id"])["departure_time"].agg(["min", "max", "count"])
g["span_h"] = (g["max"] - g["min"]) / 3600
g.to_csv(a.out)
print(len(g), "route-directions")
