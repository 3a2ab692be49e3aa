#!/usr/bin/env python3
import argparse, yaml
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

ap = argparse.ArgumentParser()
ap.add_argument("data"); ap.add_argument("--lang", default="en"); ap.add_argument("--large-print", action="store_true")
a = ap.parse_args()
pdfmetrics.registerFont(TTFont("Atkinson", "AtkinsonHyperlegible-Regular.ttf"))
size = 18 if a.large_print else 12
ballot = yaml.safe_load(open(a.data))
for lang in a.lang.split(","):
    c = canvas.Canvas(f"sample-ballot-{lang}.pdf", pagesize=letter)
    y = 740
    c.setFont("Atkinson", size + 4); c.drawString(54, y, ballot["title"][lang]); y -= 40
    for contest in ballot["contests"]:
        c.setFont("Atkinson", size + 2); c.drawString(54, y, contest["name"][lang]); y -= size * 2
        c.setFont("Atkinson", size)
        for cand in contest["choices"]:
            c.rect(54, y - 2, size, size); c.drawString(54 + size * 1.5, y, cand); y -= size * 1.8
        y -= size
    c.save()
