#!/usr/bin/env python3
"""Offline DNS query log analysis for tunnelling indicators."""
import argparse, collections, math, re

def entropy(s):
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0

def parent(q):
    parts = q.rstrip(".").split(".")
    return ".".join(parts[-2:])

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--log"); ap.add_argument("--top", type=int, default=20)
    a = ap.parse_args()
    stats = collections.defaultdict(lambda: {"n": 0, "uniq": set(), "ent": 0.0, "src": set(), "ex": None})
    rx = re.compile(r"client (?:@\S+ )?([\d.:a-f]+)#\d+.*query: (\S+) IN (\w+)")
    for line in open(a.log, errors="ignore"):
        m = rx.search(line)
        if not m:
            continue
        src, q, t = m.groups()
        p = parent(q); s = stats[p]
        left = q[: -len(p)].strip(".")
        s["n"] += 1; s["uniq"].add(left); s["src"].add(src); s["ent"] = max(s["ent"], entropy(left))
        if len(left) > 40 and not s["ex"]:
            s["ex"] = q
    ranked = sorted(stats.items(), key=lambda kv: (len(kv[1]["uniq"]) * kv[1]["ent"]), reverse=True)
    for p, s in ranked[: a.top]:
        print(f"{p:30} uniq={len(s['uniq']):6} maxH={s['ent']:.2f} src={sorted(s['src'])[:3]} ex={s['ex']}")
