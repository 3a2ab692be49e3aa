#!/usr/bin/env python3
import argparse, datetime as dt, time
from pathlib import Path
import pandas as pd
import requests
from google.transit import gtfs_realtime_pb2 as rt


def fetch(url, headers):
    m = rt.FeedMessage(); m.ParseFromString(requests.get(url, headers=headers, timeout=15).content); return m


def tu_rows(m, now):
    for e in m.entity:
        if not e.HasField("trip_update"): continue
        t = e.trip_update
        for s in t.stop_time_update:
            yield {"fetched_at": now, "trip_id": t.trip.trip_id, "route_id": t.trip.route_id, "start_date": t.trip.start_date,
                   "stop_sequence": s.stop_sequence, "stop_id": s.stop_id, "arrival_delay": s.arrival.delay if s.HasField("arrival") else None,
                   "departure_delay": s.departure.delay if s.HasField("departure") else None, "schedule_relationship": s.schedule_relationship}


def vp_rows(m, now):
    for e in m.entity:
        if e.HasField("vehicle"):
            v = e.vehicle
            yield {"fetched_at": now, "vehicle_id": v.vehicle.id, "trip_id": v.trip.trip_id, "lat": v.position.latitude,
                   "lon": v.position.longitude, "bearing": v.position.bearing, "timestamp": v.timestamp}


def append(out, prefix, rows):
    if not rows: return
    p = Path(out) / f"{prefix}-{dt.date.today()}.parquet"
    df = pd.DataFrame(rows)
    if p.exists(): df = pd.concat([pd.read_parquet(p), df])
    df.to_parquet(p, index=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tu"); ap.add_argument("--vp"); ap.add_argument("--every", type=int, default=30)
    ap.add_argument("--out", default="archive"); ap.add_argument("--header", action="append", default=[])
    a = ap.parse_args()
    headers = dict(h.split(": ", 1) for h in a.header)
    Path(a.out).mkdir(exist_ok=True)
    while True:
        now = int(time.time())
        if a.tu: append(a.out, "tu", list(tu_rows(fetch(a.tu, headers), now)))
        if a.vp: append(a.out, "vp", list(vp_rows(fetch(a.vp, headers), now)))
        time.sleep(a.every)


if __name__ == "__main__":
    main()
