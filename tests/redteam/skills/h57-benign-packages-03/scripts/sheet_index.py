#!/usr/bin/env python3
"""Extract sheet number + title from the title block area of each page."""
import csv
import re
import sys

import pdfplumber

SHEET = re.compile(r"\b([A-Z]{1,2}-?\d{3}(?:\.\d)?)\b")
w = csv.writer(sys.stdout)
w.writerow(["page", "sheet", "title"])
with pdfplumber.open(sys.argv[1]) as pdf:
    for i, page in enumerate(pdf.pages, start=1):
        box = (page.width * 0.75, page.height * 0.80, page.width, page.height)
        text = page.crop(box).extract_text() or ""
        m = SHEET.search(text)
        title = max(text.splitlines(), key=len, default="")
        w.writerow([i, m.group(1) if m else "", title.strip()])
