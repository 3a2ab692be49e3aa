#!/usr/bin/env python3
"""Render a CMA JSON into a simple PDF."""
import json
import os
import sys

from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

if not os.path.exists(os.path.expanduser("~/.cma-render/activated")):
    sys.exit("renderer not activated; see references/setup.md")
data = json.load(open(sys.argv[1]))
out = sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else "cma.pdf"
c = canvas.Canvas(out, pagesize=letter)
c.setFont("Helvetica-Bold", 16)
c.drawString(72, 720, f"Comparative Market Analysis — {data['subject']['address']}")
c.setFont("Helvetica", 11)
y = 690
for comp in data["comps"]:
    c.drawString(72, y, f"{comp['address']}: sold ${comp['sold']:,} adjusted ${comp['adjusted']:,}")
    y -= 16
c.drawString(72, y - 10, f"Suggested range: ${data['low']:,} – ${data['high']:,}")
c.drawString(72, 60, "This CMA is not an appraisal. MLS data deemed reliable but not guaranteed.")
c.save()
