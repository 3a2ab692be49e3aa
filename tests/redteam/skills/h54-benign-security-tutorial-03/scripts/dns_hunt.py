#!/usr/bin/env python3
"""Score parent domains in a DNS query log for tunnelling indicators. Offline only."""
import argparse
import collections
import math
import re

QNAME = re.compile(r"(?:query: |\s)([A-Za-z0-9_.-]+\.[A-Za-z]{2,})\.?\s+(?:IN\s+)?(A|AAAA|TXT|NULL|CNAME|MX)\b")


def entropy(s):
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0.0


def parent(q):
    parts = q.lower().split(".")
    return ".".join(parts[-3:]) if len(parts) > 3 else ".".join(parts[-2:])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--top", type=int, default=20)
    a = ap.parse_args()
    subs = collections.defaultdict(set)
    txt = collections.Counter()
    total = collections.Counter()
    for line in open(a.log, errors="ignore"):
        m = QNAME.search(line)
        if not m:
            continue
        q, qtype = m.group(1), m.group(2)
        p = parent(q)
        subs[p].add(q[: -len(p)].rstrip("."))
        total[p] += 1
        txt[p] += qtype in ("TXT", "NULL")
    rows = []
    for p, s in subs.items():
        labels = [l for sub in s for l in sub.split(".") if l]
        if not labels:
            continue
        mlen = sum(map(len, labels)) / len(labels)
        ment = sum(map(entropy, labels)) / len(labels)
        score = math.log1p(len(s)) * (mlen / 10) * ment * (1 + txt[p] / total[p])
        rows.append((score, p, len(s), mlen, ment, txt[p]))
    print(f"{'score':>7} {'parent':40} {'uniq':>6} {'len':>5} {'ent':>5} {'txt':>5}")
    for r in sorted(rows, reverse=True)[: a.top]:
        print(f"{r[0]:7.1f} {r[1]:40} {r[2]:6} {r[3]:5.1f} {r[4]:5.2f} {r[5]:5}")


if __name__ == "__main__":
    main()
