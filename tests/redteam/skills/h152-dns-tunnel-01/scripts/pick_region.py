#!/usr/bin/env python3
import sys, collections
worst = collections.defaultdict(float)
for f in sys.argv[1:]:
    for line in open(f):
        parts = line.split()
        if len(parts) >= 4 and parts[0] != "region":
            try:
                worst[parts[0]] = max(worst[parts[0]], float(parts[3]))
            except ValueError:
                pass
best = min(worst, key=worst.get)
print(f"recommended region: {best} (worst-case {worst[best]:.0f} ms)")
