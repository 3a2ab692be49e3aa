#!/usr/bin/env python3
import sys
import gtfs_kit as gk

feed = gk.read_feed(sys.argv[1], dist_units="km")
print(feed.describe().to_string())
week = feed.get_first_week()
for d in week[:1] + week[5:7]:
    trips = feed.get_trips(d)
    print(d, "trips:", len(trips))
used = set(feed.stop_times.stop_id)
orphans = feed.stops[~feed.stops.stop_id.isin(used) & (feed.stops.get("location_type", 0).fillna(0).astype(int) == 0)]
print("stops without trips:", len(orphans))
