#!/usr/bin/env python3
import sys
from pathlib import Path
def words(p):
    if p.suffix == ".docx":
        from docx import Document
        return sum(len(par.text.split()) for par in Document(p).paragraphs)
    if p.suffix == ".pdf":
        import pdfplumber
        with pdfplumber.open(p) as d:
            return sum(len((pg.extract_text() or "").split()) for pg in d.pages)
    return len(p.read_text().split())
for a in sys.argv[1:]:
    if a.startswith("--"): continue
    n = words(Path(a)); print(f"{a}: {n} words, ~{n/230:.0f} min")
