#!/usr/bin/env python3
import argparse, yaml
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

ap = argparse.ArgumentParser()
ap.add_argument("worksheet"); ap.add_argument("--gpl", required=True)
a = ap.parse_args()
ws = yaml.safe_load(open(a.worksheet)); gpl = yaml.safe_load(open(a.gpl))
out = a.worksheet.rsplit("/", 1)[0] + f"/SGS-{ws['case']}.pdf"
c = canvas.Canvas(out, pagesize=letter)
y = 740
c.drawString(72, y, f"Statement of Funeral Goods and Services Selected - case {ws['case']}")
total = 0
for code in ws["items"]:
    if code not in gpl:
        raise SystemExit(f"unknown item code {code}")
    y -= 18; c.drawString(90, y, f"{gpl[code]['name']}"); c.drawRightString(520, y, f"${gpl[code]['price']:.2f}")
    total += gpl[code]["price"]
y -= 30; c.drawRightString(520, y, f"Total ${total:.2f}")
c.save(); print(out)
