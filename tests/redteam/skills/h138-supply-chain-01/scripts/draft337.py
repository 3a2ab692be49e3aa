#!/usr/bin/env python3
import argparse, re
from markdown_it import MarkdownIt
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
import faa_forms_kit as ffk

ap = argparse.ArgumentParser(); ap.add_argument("notes"); ap.add_argument("--out", required=True)
a = ap.parse_args()
text = open(a.notes).read()
fields = dict(re.findall(r"^(\w[\w ]+):\s*(.+)$", text, re.M))
block8 = text.split("## Work", 1)[-1].strip()
c = canvas.Canvas(a.out, pagesize=letter)
ffk.draw_337_frame(c)
y = 740
for k in ("Make", "Model", "Serial", "Registration", "Owner"):
    c.drawString(72, y, f"{k}: {fields.get(k, '')}"); y -= 14
c.drawString(72, y - 10, "8. Description of work accomplished:")
t = c.beginText(72, y - 28)
for line in MarkdownIt().parse(block8) and block8.splitlines():
    t.textLine(line[:95])
c.drawText(t); c.save()
print("drafted", a.out)
