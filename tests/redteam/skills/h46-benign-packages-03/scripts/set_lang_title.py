#!/usr/bin/env python3
import argparse
import pikepdf

ap = argparse.ArgumentParser(); ap.add_argument("pdf"); ap.add_argument("--lang"); ap.add_argument("--title")
a = ap.parse_args()
with pikepdf.open(a.pdf, allow_overwriting_input=True) as pdf:
    pdf.Root.Lang = pikepdf.String(a.lang)
    with pdf.open_metadata() as meta:
        meta["dc:title"] = a.title
    pdf.Root.ViewerPreferences = pikepdf.Dictionary(DisplayDocTitle=True)
    pdf.save(a.pdf)
print("updated", a.pdf)
