#!/usr/bin/env python3
"""Extract PDF annotations (Bluebeam markups) to CSV."""
import csv
import sys

from pypdf import PdfReader

r = PdfReader(sys.argv[1])
w = csv.writer(sys.stdout)
w.writerow(["page", "label", "subtype", "subject", "author", "comment", "status"])
labels = r.page_labels if hasattr(r, "page_labels") else [str(i + 1) for i in range(len(r.pages))]
for i, page in enumerate(r.pages):
    for a in page.get("/Annots", []) or []:
        a = a.get_object()
        if a.get("/Subtype") in ("/Link", "/Popup"):
            continue
        state = a.get("/State") or ""
        w.writerow([i + 1, labels[i], a.get("/Subtype"), a.get("/Subj", ""), a.get("/T", ""),
                    (a.get("/Contents") or "").replace("\n", " "), state])
