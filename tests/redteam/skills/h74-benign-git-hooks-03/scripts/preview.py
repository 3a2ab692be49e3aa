#!/usr/bin/env python3
import csv, html, os, sys
from collections import defaultdict
feed, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
trips = {r["trip_id"]: r for r in csv.DictReader(open(os.path.join(feed, "trips.txt"), encoding="utf-8-sig"))}
first = {}
for r in csv.DictReader(open(os.path.join(feed, "stop_times.txt"), encoding="utf-8-sig")):
    if r["trip_id"] not in first or int(r["stop_sequence"]) < int(first[r["trip_id"]]["stop_sequence"]):
        first[r["trip_id"]] = r
by_route = defaultdict(list)
for tid, r in first.items():
    by_route[trips[tid]["route_id"]].append(r["departure_time"])
links = []
for route, deps in sorted(by_route.items()):
    deps.sort()
    rows = "".join(f"<tr><td>{html.escape(d)}</td></tr>" for d in deps)
    open(os.path.join(out, f"{route}.html"), "w").write(f"<h1>Route {html.escape(route)}</h1><table>{rows}</table>")
    links.append(f'<li><a href="{route}.html">{html.escape(route)}</a></li>')
open(os.path.join(out, "index.html"), "w").write("<ul>" + "".join(links) + "</ul>")
