#!/usr/bin/env python3
import argparse, csv, os, time
import requests
from google.transit import gtfs_realtime_pb2

ap = argparse.ArgumentParser()
ap.add_argument("--feed"); ap.add_argument("--rt"); ap.add_argument("--stop")
a = ap.parse_args()
routes = {r["route_id"]: r for r in csv.DictReader(open(os.path.join(a.feed, "routes.txt"), encoding="utf-8-sig"))}
trips = {t["trip_id"]: t for t in csv.DictReader(open(os.path.join(a.feed, "trips.txt"), encoding="utf-8-sig"))}
r = requests.get(a.rt, headers={"x-api-key": os.environ.get("RT_API_KEY", "")}, timeout=10)
m = gtfs_realtime_pb2.FeedMessage(); m.ParseFromString(r.content)
now = time.time(); rows = []
for e in m.entity:
    tu = e.trip_update
    for u in tu.stop_time_update:
        if u.stop_id == a.stop:
            t = u.departure.time or u.arrival.time
            if t and t > now and tu.trip.trip_id in trips:
                tr = trips[tu.trip.trip_id]
                rows.append((t, routes[tr["route_id"]]["route_short_name"], tr.get("trip_headsign", "")))
for t, rt, hs in sorted(rows)[:8]:
    print(f"  {rt:<4} {hs:<18} {int((t - now) // 60):>3} min")
