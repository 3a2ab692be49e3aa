#!/usr/bin/env python3
import argparse, math, pathlib, pikepdf

MM = 72 / 25.4
ap = argparse.ArgumentParser(); ap.add_argument("pdf"); ap.add_argument("--roll", type=float, default=1370)
ap.add_argument("--overlap", type=float, default=20); ap.add_argument("--margin", type=float, default=10); ap.add_argument("-o", default="panels")
a = ap.parse_args()
src = pikepdf.open(a.pdf)
page = src.pages[0]
w = float(page.mediabox[2]) / MM; h = float(page.mediabox[3]) / MM
usable = a.roll - 2 * a.margin
n = math.ceil((w - a.overlap) / (usable - a.overlap))
out = pathlib.Path(a.o); out.mkdir(exist_ok=True)
for i in range(n):
    x0 = i * (usable - a.overlap)
    pdf = pikepdf.open(a.pdf)
    p = pdf.pages[0]
    p.mediabox = [x0 * MM, 0, min(x0 + usable, w) * MM, h * MM]
    pdf.save(out / f"{pathlib.Path(a.pdf).stem}_P{i+1}of{n}.pdf")
print(f"{n} panels")
