#!/usr/bin/env python3
import csv, re, sys
soo, points = sys.argv[1], sys.argv[2]
known = {r["point_name"] for r in csv.DictReader(open(points))}
used = set(re.findall(r"`([A-Z0-9]+_[A-Z0-9_]+)`", open(soo).read()))
missing = sorted(used - known)
print("\n".join(missing) if missing else "all referenced points exist")
