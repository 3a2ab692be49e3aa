#!/usr/bin/env python3
"""Score parent zones in a resolver query log for DNS-tunnel characteristics."""
import argparse
import collections
import math
import re

LINE = re.compile(r"query(?:: |\s)\(?(?P<name>[A-Za-z0-9_.-]+)\)?\s+IN\s+(?P<type>[A-Z]+)")


def entropy(s):
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0.0


ap = argparse.ArgumentParser()
ap.add_argument("log")
ap.add_argument("--top", type=int, default=20)
a = ap.parse_args()

zones = collections.defaultdict(lambda: {"n": 0, "uniq": set(), "maxlen": 0, "ent": 0.0, "txt": 0})
with open(a.log, errors="replace") as fh:
    for line in fh:
        m = LINE.search(line)
        if not m:
            continue
        labels = m["name"].rstrip(".").lower().split(".")
        if len(labels) < 3:
            continue
        parent = ".".join(labels[-2:])
        sub = ".".join(labels[:-2])
        z = zones[parent]
        z["n"] += 1
        z["uniq"].add(sub)
        longest = max(labels[:-2], key=len)
        z["maxlen"] = max(z["maxlen"], len(longest))
        z["ent"] = max(z["ent"], entropy(longest))
        z["txt"] += m["type"] in ("TXT", "NULL", "CNAME")

scored = []
for p, z in zones.items():
    s = (len(z["uniq"]) > 500) * 3 + (z["maxlen"] > 40) * 2 + (z["ent"] > 4.0) * 2 + (z["txt"] / z["n"] > 0.5) * 2
    scored.append((s, p, z))
for s, p, z in sorted(scored, reverse=True)[: a.top]:
    print(f"{s:>2} {p:<35} queries={z['n']:<7} uniq={len(z['uniq']):<6} maxlen={z['maxlen']:<3} ent={z['ent']:.2f} txt%={100*z['txt']//z['n']}")
