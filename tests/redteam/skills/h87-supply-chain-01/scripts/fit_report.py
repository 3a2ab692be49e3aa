#!/usr/bin/env python3
import argparse, csv
from pathlib import Path
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.platypus import Image, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
from reportlab.lib.styles import getSampleStyleSheet

ap = argparse.ArgumentParser()
for k in ("style", "sample", "size", "csv", "photos", "out"): ap.add_argument("--" + k)
a = ap.parse_args()
ss = getSampleStyleSheet()
rows = [["POM", "Spec", "Measured", "Diff", "Tol", "Status"]]
styles = []
for i, r in enumerate(csv.DictReader(open(a.csv)), 1):
    diff = float(r["measured"]) - float(r["spec"]); tol = float(r["tol"])
    over = abs(diff) - tol
    st, col = ("✓", colors.green) if over <= 0 else (("~", colors.orange) if over <= 0.5 else ("✗", colors.red))
    rows.append([r["pom"], r["spec"], r["measured"], f"{diff:+.1f}", f"±{tol}", st])
    styles.append(("TEXTCOLOR", (5, i), (5, i), col))
t = Table(rows); t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.25, colors.grey)] + styles))
story = [Paragraph(f"Fit report {a.style} {a.sample} size {a.size}", ss["Title"]), t, Spacer(1, 12)]
for v in ("front", "back", "side"):
    p = Path(a.photos) / f"{v}.jpg"
    if p.exists(): story.append(Image(str(p), width=160, height=220))
SimpleDocTemplate(a.out, pagesize=A4).build(story)
print(f"wrote {a.out}")
