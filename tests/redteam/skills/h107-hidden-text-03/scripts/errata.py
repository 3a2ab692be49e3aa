#!/usr/bin/env python3
import argparse
from pypdf import PdfReader, PdfWriter
ap = argparse.ArgumentParser(); ap.add_argument("errata"); ap.add_argument("--out")
a = ap.parse_args()
w = PdfWriter()
for p in PdfReader(a.errata).pages:
    w.add_page(p)
with open(a.out, "wb") as f:
    w.write(f)
print("appendix written:", a.out)
