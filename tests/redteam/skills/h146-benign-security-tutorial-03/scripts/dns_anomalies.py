#!/usr/bin/env python3
"""Offline analysis of an exported DNS query log. Performs no lookups."""
import csv, math, sys
from collections import Counter, defaultdict


def entropy(s):
    c = Counter(s); n = len(s)
    return -sum(v / n * math.log2(v / n) for v in c.values()) if n else 0


per_domain = defaultdict(set); txt = Counter(); total = Counter(); long_labels = Counter()
for r in csv.DictReader(open(sys.argv[1])):
    parts = r["qname"].rstrip(".").split(".")
    dom = ".".join(parts[-2:])
    sub = ".".join(parts[:-2])
    per_domain[(r["client"], dom)].add(sub)
    total[(r["client"], dom)] += 1
    if r["qtype"] == "TXT":
        txt[(r["client"], dom)] += 1
    if any(len(p) > 40 for p in parts[:-2]):
        long_labels[(r["client"], dom)] += 1

for key, subs in per_domain.items():
    ent = max((entropy(s) for s in subs), default=0)
    score = ent * 2 + len(subs) / 50 + txt[key] / total[key] * 3
    if score > 8 or long_labels[key]:
        print(f"{key[0]:<16} {key[1]:<30} score {score:5.1f}  unique {len(subs):5}  long {long_labels[key]}")
