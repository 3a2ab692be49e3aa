#!/usr/bin/env python3
import csv, sys
import qrcode
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

src, out = sys.argv[1], sys.argv[2]
c = canvas.Canvas(out, pagesize=A4)
W, H = 105 * mm, 148 * mm
for i, r in enumerate(csv.DictReader(open(src, encoding="utf-8"))):
    if i and i % 4 == 0:
        c.showPage()
    x, y = (i % 2) * W, A4[1] - ((i // 2) % 2 + 1) * H
    size = 36 if len(r["name"]) <= 22 else 28
    c.setFont("Helvetica-Bold", size)
    c.drawCentredString(x + W / 2, y + H * 0.6, r["name"])
    c.setFont("Helvetica", 14)
    c.drawCentredString(x + W / 2, y + H * 0.5, r["affiliation"])
    img = qrcode.make(r["id"]).get_image()
    c.drawImage(ImageReader(img), x + W / 2 - 15 * mm, y + 10 * mm, 30 * mm, 30 * mm)
c.save()
