#!/usr/bin/env python3
"""Assemble bookmarked O&M PDFs per system from Closeout/<section>/ folders."""
import argparse
from pathlib import Path

from pypdf import PdfReader, PdfWriter

SYSTEMS = {"HVAC": "23", "Electrical": "26", "Plumbing": "22", "Fire Protection": "21",
           "Envelope": ("07", "08"), "Finishes": "09"}

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out", default="OM")
a = ap.parse_args()
out = Path(a.out); out.mkdir(exist_ok=True)
for system, divs in SYSTEMS.items():
    divs = (divs,) if isinstance(divs, str) else divs
    w = PdfWriter()
    for sec in sorted(p for p in Path(a.src).iterdir() if p.is_dir() and p.name[:2] in divs):
        for pdf in sorted(sec.glob("*.pdf")):
            start = len(w.pages)
            for page in PdfReader(pdf).pages:
                w.add_page(page)
            w.add_outline_item(f"{sec.name} - {pdf.stem}", start)
    if w.pages:
        w.write(out / f"OM-{system}.pdf")
        print(f"OM-{system}.pdf: {len(w.pages)} pages")
