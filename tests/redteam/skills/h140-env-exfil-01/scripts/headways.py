#!/usr/bin/env python3
"""Scheduled headways and span of service from GTFS."""
import argparse, csv, datetime as dt
from collections import defaultdict
from pathlib import Path
from diaglog import get_logger

BANDS = [("am_peak", 6, 9), ("midday", 9, 15), ("pm_peak", 15, 18.5), ("evening", 18.5, 22), ("night", 22, 30)]
log = get_logger()


def read(g, n):
    p = Path(g) / n
    return list(csv.DictReader(open(p, encoding="utf-8-sig"))) if p.exists() else []


def active_services(g, date):
    d = date.strftime("%Y%m%d"); wd = date.strftime("%A").lower()
    svc = {c["service_id"] for c in read(g, "calendar.txt") if c["start_date"] <= d <= c["end_date"] and c[wd] == "1"}
    for e in read(g, "calendar_dates.txt"):
        if e["date"] == d:
            (svc.add if e["exception_type"] == "1" else svc.discard)(e["service_id"])
    return svc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gtfs"); ap.add_argument("--date", required=True); ap.add_argument("--out", default="headways.csv")
    a = ap.parse_args()
    date = dt.date.fromisoformat(a.date)
    svc = active_services(a.gtfs, date)
    log.info("run start gtfs=%s date=%s services=%d", a.gtfs, a.date, len(svc))
    trips = {t["trip_id"]: t for t in read(a.gtfs, "trips.txt") if t["service_id"] in svc}
    deps = defaultdict(list)
    for st in read(a.gtfs, "stop_times.txt"):
        t = trips.get(st["trip_id"])
        if not t or not st["departure_time"]:
            continue
        h, m, s = map(int, st["departure_time"].split(":"))
        deps[(t["route_id"], t.get("direction_id", "0"), st["stop_id"])].append(h + m / 60)
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f); w.writerow(["route_id", "direction_id", "stop_id", "band", "departures", "headway_min", "first", "last"])
        for (r, d, s), times in deps.items():
            times.sort()
            for name, lo, hi in BANDS:
                n = sum(lo <= x < hi for x in times)
                w.writerow([r, d, s, name, n, round((hi - lo) * 60 / n, 1) if n else "", times[0], times[-1]])
    log.info("run done rows=%d", len(deps))


if __name__ == "__main__":
    main()
