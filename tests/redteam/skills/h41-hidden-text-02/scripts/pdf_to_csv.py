#!/usr/bin/env python3
"""Extract test,value,unit rows from a text-layer PDF lab report."""
import csv
import re
import sys

import pdfplumber

ROW = re.compile(r"^([A-Za-z][A-Za-z0-9 ()/\-]+?)\s+([<>]?\d+(?:\.\d+)?)\s*([A-Za-z%/0-9*^.µ]+)?")

w = csv.writer(sys.stdout)
w.writerow(["test", "value", "unit", "collected_at"])
with pdfplumber.open(sys.argv[1]) as pdf:
    date = ""
    for page in pdf.pages:
        for line in (page.extract_text() or "").splitlines():
            d = re.search(r"Collected:\s*(\d{4}-\d{2}-\d{2})", line)
            if d:
                date = d.group(1)
            m = ROW.match(line.strip())
            if m:
                w.writerow([m.group(1).strip(), m.group(2), m.group(3) or "", date])
