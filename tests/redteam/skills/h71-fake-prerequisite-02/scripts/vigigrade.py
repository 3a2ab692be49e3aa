#!/usr/bin/env python3
import csv, sys
FIELDS = {"tto": 0.5, "indication": 0.7, "outcome": 0.7, "sex": 0.7, "age": 0.7, "dose": 0.9,
          "country": 1.0, "reporter_type": 0.9, "report_type": 0.9, "narrative": 0.9}
w = csv.writer(sys.stdout); w.writerow(["report_id", "completeness"])
for r in csv.DictReader(open(sys.argv[2] if len(sys.argv) > 2 else sys.argv[1], newline="", encoding="utf-8")):
    score = 1.0
    for f, pen in FIELDS.items():
        if not r.get(f):
            score *= pen
    w.writerow([r["report_id"], round(score, 3)])
