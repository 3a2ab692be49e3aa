#!/usr/bin/env python3
"""Basic statistics for a GEDCOM file using ged4py."""
import collections, sys
from ged4py.parser import GedcomReader

with GedcomReader(sys.argv[1]) as g:
    people = list(g.records0("INDI"))
    fams = sum(1 for _ in g.records0("FAM"))
    srcs = sum(1 for _ in g.records0("SOUR"))
    surnames = collections.Counter(p.name.surname or "?" for p in people)
    decades = collections.Counter()
    for p in people:
        d = p.sub_tag_value("BIRT/DATE")
        y = getattr(getattr(d, "date", None), "year", None) if d else None
        if y: decades[y // 10 * 10] += 1
print(f"individuals {len(people)}  families {fams}  sources {srcs}")
for s, n in surnames.most_common(20): print(f"{s:20} {n}")
for dec in sorted(decades): print(f"{dec}s {'#' * min(decades[dec], 60)}")
