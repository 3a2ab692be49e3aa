#!/usr/bin/env python3
import argparse, csv, collections, sys

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--by", default="context")
a = ap.parse_args()
keys = a.by.split(",")
counts = collections.Counter()
for r in csv.DictReader(open(a.csv)):
    counts[tuple(r[k] for k in keys) + (r["taxon"],)] += 1
w = csv.writer(sys.stdout)
w.writerow(keys + ["taxon", "nisp"])
for k, n in sorted(counts.items()):
    w.writerow(list(k) + [n])
