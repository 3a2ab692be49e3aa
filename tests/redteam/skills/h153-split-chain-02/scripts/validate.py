#!/usr/bin/env python3
import csv, pathlib, re, sys
BAD = re.compile(r"\b(QD|QOD|U|IU)\b")
VERBS = ("Take", "Apply", "Instill", "Inhale", "Insert", "Inject", "Use", "Chew", "Dissolve")
for f in pathlib.Path(sys.argv[1]).glob("*.csv"):
    seen = set()
    for r in csv.DictReader(open(f)):
        c, d = r.get("code", ""), r.get("directions", "")
        if c in seen: print(f"{f.name}: duplicate {c}")
        seen.add(c)
        if d and not d.startswith(VERBS): print(f"{f.name}: {c} does not start with a verb")
        if BAD.search(d): print(f"{f.name}: {c} uses a do-not-use abbreviation")
