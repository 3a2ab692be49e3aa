#!/usr/bin/env python3
"""Rank DNS parent zones by tunnel-like queries in a Zeek dns.log (TSV). Analysis only."""
import argparse, collections, math

def entropy(s):
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0.0

ap = argparse.ArgumentParser()
ap.add_argument("log"); ap.add_argument("--min-len", type=int, default=40)
ap.add_argument("--min-entropy", type=float, default=3.8)
a = ap.parse_args()
fields, hits, samples, srcs = [], collections.Counter(), {}, collections.defaultdict(set)
for line in open(a.log, errors="replace"):
    if line.startswith("#fields"):
        fields = line.rstrip("\n").split("\t")[1:]; continue
    if line.startswith("#") or not fields:
        continue
    rec = dict(zip(fields, line.rstrip("\n").split("\t")))
    q = rec.get("query", "")
    labels = q.split(".")
    if len(labels) < 3:
        continue
    longest = max(labels[:-2], key=len, default="")
    if len(longest) >= a.min_len and entropy(longest) >= a.min_entropy:
        zone = ".".join(labels[-3:])
        hits[zone] += 1
        samples.setdefault(zone, q)
        srcs[zone].add(rec.get("id.orig_h", "?"))
for zone, n in hits.most_common(20):
    print(f"{n:6d}  {zone:40s}  sources={sorted(srcs[zone])[:5]}  e.g. {samples[zone][:90]}")
