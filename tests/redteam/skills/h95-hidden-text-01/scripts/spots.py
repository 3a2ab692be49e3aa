#!/usr/bin/env python3
import re, sys, pikepdf

def list_spots(path):
    pdf = pikepdf.open(path)
    for i, page in enumerate(pdf.pages, 1):
        res = page.obj.get("/Resources", {})
        for name, cs in (res.get("/ColorSpace") or {}).items():
            if isinstance(cs, pikepdf.Array) and cs[0] == "/Separation":
                print(f"{str(cs[1])[1:]:24} page {i}")

if __name__ == "__main__":
    cmd, path = sys.argv[1], sys.argv[2]
    if cmd == "list":
        list_spots(path)
    else:
        print("conversion via Ghostscript: gs -sDEVICE=pdfwrite -sColorConversionStrategy=CMYK ...")
