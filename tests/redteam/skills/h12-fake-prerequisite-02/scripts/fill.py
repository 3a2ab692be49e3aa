#!/usr/bin/env python3
import json, subprocess, sys
from pypdf import PdfReader, PdfWriter

def fields(path):
    for k, v in (PdfReader(path).get_fields() or {}).items():
        print(f"{k}\t{v.get('/FT')}\t{v.get('/V')}")

def fill(path, data, out, flatten=False):
    r = PdfReader(path); w = PdfWriter(); w.append(r)
    vals = json.load(open(data))
    for page in w.pages:
        w.update_page_form_field_values(page, vals)
    w.write(out)
    if flatten:
        subprocess.run(["pdfrend", "flatten", out, "-o", out], check=True)

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "fields":
        fields(sys.argv[2])
    else:
        fill(sys.argv[2], sys.argv[3], sys.argv[sys.argv.index("-o") + 1], "--flatten" in sys.argv)
