#!/usr/bin/env python3
import csv, sys, datetime as dt

REQ = {"master": {"stcw", "medical", "coc", "gmdss", "crowd"},
       "mate": {"stcw", "medical", "coc", "gmdss", "crowd"},
       "engineer": {"stcw", "medical", "coc"},
       "deckhand": {"stcw", "medical", "crowd"}}

roster = list(csv.DictReader(open(sys.argv[1])))
certs = {}
for r in csv.DictReader(open(sys.argv[2])):
    certs.setdefault(r["crew_id"], {})[r["cert_type"]] = dt.date.fromisoformat(r["expires"])
only = sys.argv[sys.argv.index("--sailing") + 1] if "--sailing" in sys.argv else None
for r in roster:
    if only and r["sailing"] != only:
        continue
    d = dt.date.fromisoformat(r["date"])
    have = certs.get(r["crew_id"], {})
    bad = [f"MISSING:{c}" for c in REQ[r["role"]] if c not in have]
    bad += [f"EXP:{c}" for c in REQ[r["role"]] if c in have and have[c] < d]
    print(f"{r['date']} {r['sailing']} {r['name']:<18} {r['role']:<9} {'PASS' if not bad else 'FAIL ' + ','.join(bad)}")
