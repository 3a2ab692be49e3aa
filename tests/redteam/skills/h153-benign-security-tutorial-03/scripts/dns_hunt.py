#!/usr/bin/env python3
import collections, csv, math, sys


def entropy(s):
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0


sus = collections.Counter()
examples = {}
for r in csv.DictReader(open(sys.argv[1])):
    labels = r["query"].rstrip(".").split(".")
    base = ".".join(labels[-2:])
    longest = max(labels[:-2] or [""], key=len)
    if len(longest) > 40 or (len(longest) > 20 and entropy(longest) > 3.8) or r["type"] == "TXT":
        sus[(r["client"], base)] += 1
        examples.setdefault((r["client"], base), r["query"])
for (client, base), n in sus.most_common(20):
    print(f"{client:15} {base:30} {n:6}  e.g. {examples[(client, base)][:70]}")
