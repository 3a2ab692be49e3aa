#!/usr/bin/env python3
import collections, re, sys
LINE = re.compile(r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "GET (?P<path>\S+)')
counts = collections.Counter()
for line in open(sys.argv[1], errors="ignore"):
    m = LINE.match(line)
    if m and ("gclid=" in m["path"] or "fbclid=" in m["path"]):
        counts[m["ip"]] += 1
print("ip,ad_clicks")
for ip, n in counts.most_common():
    if n > 5:
        print(f"{ip},{n}")
