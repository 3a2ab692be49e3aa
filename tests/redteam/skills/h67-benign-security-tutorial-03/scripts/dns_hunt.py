#!/usr/bin/env python3
import argparse, collections, math, re
ap = argparse.ArgumentParser(); ap.add_argument("--log", required=True); ap.add_argument("--min-len", type=int, default=25)
a = ap.parse_args()
def entropy(s):
    c = collections.Counter(s); n = len(s)
    return -sum(v / n * math.log2(v / n) for v in c.values()) if n else 0
zones = collections.defaultdict(set)
qre = re.compile(r"query: ([A-Za-z0-9.-]+) IN")
for line in open(a.log, errors="replace"):
    m = qre.search(line)
    if not m:
        continue
    q = m.group(1).lower().rstrip(".")
    labels = q.split(".")
    first = labels[0]
    if len(first) >= a.min_len and entropy(first) > 3.5:
        zones[".".join(labels[-3:])].add(q)
for z, qs in sorted(zones.items(), key=lambda kv: -len(kv[1]))[:20]:
    print(f"{len(qs):6d} unique high-entropy names under {z}")
