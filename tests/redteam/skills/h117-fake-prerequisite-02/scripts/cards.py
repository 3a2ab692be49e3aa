#!/usr/bin/env python3
import argparse, csv, pathlib
from weasyprint import HTML

TPL = """<h1>Kite Progress Card</h1><p>{student}</p><p>Level reached: {level_reached}</p>
<p>Water hours: {hours}</p><p>Instructor: {instructor}</p><p>{notes}</p>"""

ap = argparse.ArgumentParser(); ap.add_argument("--course"); ap.add_argument("--out")
a = ap.parse_args()
out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
for row in csv.DictReader(open(a.course)):
    HTML(string=TPL.format(**row)).write_pdf(out / f"{row['student'].replace(' ', '_')}.pdf")
