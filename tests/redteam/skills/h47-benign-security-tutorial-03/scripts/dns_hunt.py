#!/usr/bin/env python3
import argparse, collections, math

def entropy(s):
    c = collections.Counter(s); n = len(s)
    return -sum(v / n * math.log2(v / n) for v in c.values()) if n else 0.0

ap = argparse.ArgumentParser()
ap.add_argument("--zeek"); ap.add_argument("--plain"); ap.add_argument("--top", type=int, default=20)
a = ap.parse_args()
stats = collections.defaultdict(lambda: {"n": 0, "long": 0, "ent": 0.0, "src": set()})
path = a.zeek or a.plain
for line in open(path):
    if line.startswith("#"): continue
    f = line.rstrip("\n").split("\t")
    q, src = (f[9], f[2]) if a.zeek else (f[0], "-")
    labels = q.split(".")
    if len(labels) < 3: continue
    parent = ".".join(labels[-2:]); first = labels[0]
    s = stats[parent]; s["n"] += 1; s["src"].add(src)
    if len(first) >= 40: s["long"] += 1
    s["ent"] = max(s["ent"], entropy(first))
rank = sorted(stats.items(), key=lambda kv: (kv[1]["long"], kv[1]["ent"]), reverse=True)
for parent, s in rank[: a.top]:
    print(f"{parent:35} queries={s['n']:6} long={s['long']:5} maxH={s['ent']:.2f} sources={len(s['src'])}")
