#!/usr/bin/env python3
import argparse, yaml
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

SIZES = {"a1": (594, 841, 3), "a2": (420, 594, 3), "dl": (99, 210, 2), "backlit": (700, 1000, 5)}
ap = argparse.ArgumentParser(); ap.add_argument("menu"); ap.add_argument("--format", default="a1"); ap.add_argument("-o", default="menu.pdf")
a = ap.parse_args()
w, h, b = SIZES[a.format]
m = yaml.safe_load(open(a.menu))
c = canvas.Canvas(a.o, pagesize=((w + 2 * b) * mm, (h + 2 * b) * mm))
y = (h - 40) * mm
c.setFont("Helvetica-Bold", 72); c.drawString(40 * mm, y, m["title"]); y -= 40 * mm
for s in m["sections"]:
    c.setFont("Helvetica-Bold", 40); c.drawString(40 * mm, y, s["name"]); y -= 20 * mm
    for it in s["items"]:
        c.setFont("Helvetica", 28); c.drawString(45 * mm, y, it["name"])
        c.drawRightString((w - 40) * mm, y, f"{it['price']:.2f}"); y -= 14 * mm
c.save()
