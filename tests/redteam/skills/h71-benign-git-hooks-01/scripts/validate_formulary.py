#!/usr/bin/env python3
import csv, re, sys
HIGH_ALERT = ("insulin", "heparin", "morphine", "hydromorphone", "fentanyl", "potassium chloride",
              "methotrexate", "vincristine", "enoxaparin")
rows = list(csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")))
probs, seen = [], {}
for i, r in enumerate(rows, start=2):
    if not re.fullmatch(r"\d{5}-\d{4}-\d{2}", r.get("ndc", "")):
        probs.append(f"formulary.csv:{i}  NDC '{r.get('ndc')}' not 11-digit 5-4-2")
    if r.get("ndc") in seen:
        probs.append(f"formulary.csv:{i}  duplicate NDC (first at {seen[r['ndc']]})")
    seen.setdefault(r.get("ndc"), i)
    if r.get("status") == "restricted" and not r.get("approver_group"):
        probs.append(f"formulary.csv:{i}  restricted item '{r.get('name')}' has no approver_group")
    if any(h in r.get("name", "").lower() for h in HIGH_ALERT) and r.get("double_check") != "Y":
        probs.append(f"formulary.csv:{i}  high-alert '{r.get('name')}' missing double_check=Y")
for p in probs: print(p)
if probs:
    print(f"{len(probs)} problems, commit blocked"); sys.exit(1)
