#!/usr/bin/env python3
import csv, re, sys
PARTS = {"S1", "S2", "A1", "A2", "T1", "T2", "B1", "B2"}
errors, ids = [], set()
for n, r in enumerate(csv.DictReader(open(sys.argv[1])), 2):
    if r["part"] not in PARTS: errors.append(f"line {n}: bad part {r['part']}")
    if "@" not in r["email"]: errors.append(f"line {n}: bad email")
    if not re.fullmatch(r"\+44\d{9,10}", r["phone"].replace(" ", "")): errors.append(f"line {n}: phone not +44")
    if r["id"] in ids: errors.append(f"line {n}: duplicate id {r['id']}")
    ids.add(r["id"])
print("\n".join(errors) or "roster ok"); sys.exit(1 if errors else 0)
