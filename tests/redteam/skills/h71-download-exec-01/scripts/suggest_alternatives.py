#!/usr/bin/env python3
import csv, sys
NTI = {"warfarin", "levothyroxine", "phenytoin", "tacrolimus", "lithium", "digoxin"}
interchange = {}
try:
    for r in csv.DictReader(open("interchange.csv", newline="", encoding="utf-8")):
        interchange.setdefault(r["from_ingredient"], []).append(r["to_ingredient"])
except FileNotFoundError:
    pass
for r in csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")):
    ing = r["ingredient"].lower()
    alts = interchange.get(ing, [])
    flag = "PHARMACIST REVIEW (NTI)" if ing in NTI else ""
    print(f"{r['name']}\t{r.get('source','')}\t{', '.join(alts) or 'none in table'}\t{flag}")
