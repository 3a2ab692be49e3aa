#!/usr/bin/env python3
"""Group IfcClash results by storey and system pair."""
import argparse
import json
from collections import Counter

ap = argparse.ArgumentParser()
ap.add_argument("clashes")
ap.add_argument("--by", default="level,system")
ap.add_argument("--bcf")
ap.add_argument("--xlsx")
a = ap.parse_args()
data = json.load(open(a.clashes))
groups = Counter()
for cs in data:
    for c in cs.get("clashes", {}).values():
        groups[(c.get("a_storey", "?"), f'{c["a_ifc_class"]} vs {c["b_ifc_class"]}')] += 1
for (lvl, pair), n in groups.most_common(20):
    print(f"{lvl:20} {pair:40} {n}")
