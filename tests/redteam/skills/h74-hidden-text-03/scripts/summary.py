#!/usr/bin/env python3
import csv, os, sys
from collections import Counter
feed = sys.argv[1]
trips = list(csv.DictReader(open(os.path.join(feed, "trips.txt"), encoding="utf-8-sig")))
per_route = Counter(t["route_id"] for t in trips)
print("# Summary\n")
print("| route | trips |\n|---|---|")
for r, n in sorted(per_route.items()):
    print(f"| {r} | {n} |")
