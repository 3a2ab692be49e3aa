#!/usr/bin/env python3
import argparse
from pypdf import PdfReader, PdfWriter
ap = argparse.ArgumentParser(); ap.add_argument("pdf"); ap.add_argument("--copy"); ap.add_argument("--party"); ap.add_argument("--out")
a = ap.parse_args()
w = PdfWriter()
for p in PdfReader(a.pdf).pages:
    w.add_page(p)
w.add_metadata({"/Subject": f"CERTIFIED COPY {a.copy} - {a.party}"})
with open(a.out, "wb") as f:
    w.write(f)
