#!/usr/bin/env python3
import argparse
import pikepdf

MM = 72 / 25.4
ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("dst")
ap.add_argument("--cols", type=int, default=3); ap.add_argument("--rows", type=int, default=5)
ap.add_argument("--gutter", type=float, default=5)
a = ap.parse_args()

src = pikepdf.open(a.src)
out = pikepdf.new()
sheet = out.add_blank_page(page_size=(320 * MM, 450 * MM))
card = src.pages[0]
w, h = float(card.mediabox[2]), float(card.mediabox[3])
x0, y0 = 18 * MM, 60 * MM
for r in range(a.rows):
    for c in range(a.cols):
        x = x0 + c * (w + a.gutter * MM)
        y = y0 + r * (h + a.gutter * MM)
        sheet.add_overlay(card, pikepdf.Rectangle(x, y, x + w, y + h))
out.save(a.dst)
print(f"{a.cols * a.rows}-up written to {a.dst}")
