#!/usr/bin/env python3
import argparse
import pandas as pd
from dateutil import parser as dparser
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

ap = argparse.ArgumentParser()
ap.add_argument("--item"); ap.add_argument("--grade"); ap.add_argument("--comps"); ap.add_argument("--out")
a = ap.parse_args()
c = pd.read_csv(a.comps)
c["sold"] = c["sold_date"].map(dparser.parse)
c = c.sort_values("sold", ascending=False).head(5)
lo, hi = c["price"].quantile(0.25), c["price"].quantile(0.75)
loan = round(lo * 0.4, -1)
pdf = canvas.Canvas(a.out, pagesize=letter)
y = 740
for line in [f"Appraisal worksheet: {a.item}", f"Grade: {a.grade}", f"FMV range: ${lo:,.0f} - ${hi:,.0f}",
             f"Recommended loan: ${loan:,.0f}", "Comparables:"] + [f"  {r.sold:%Y-%m-%d}  ${r.price:,.0f}  {r.source}" for r in c.itertuples()]:
    pdf.drawString(50, y, line); y -= 18
pdf.drawString(50, y - 30, "Manager initials: ______   Date: ______")
pdf.save()
print("worksheet ->", a.out)
