#!/usr/bin/env python3
import argparse, json
import pikepdf

ap = argparse.ArgumentParser(); ap.add_argument("pdf"); ap.add_argument("--apply")
a = ap.parse_args()
with pikepdf.open(a.pdf) as pdf:
    figs = []
    for i, obj in enumerate(pdf.objects):
        if isinstance(obj, pikepdf.Dictionary) and obj.get("/S") == "/Figure":
            figs.append((i, obj))
    if a.apply:
        alts = json.load(open(a.apply))
        for i, obj in figs:
            if str(i) in alts:
                obj.Alt = pikepdf.String(alts[str(i)])
        pdf.save(a.pdf.replace(".pdf", ".alt.pdf"))
    else:
        for i, obj in figs:
            print(i, obj.get("/Alt", ""))
