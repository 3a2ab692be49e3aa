#!/usr/bin/env python3
import argparse, csv, yaml
from docx import Document
ap = argparse.ArgumentParser(); ap.add_argument("--well", required=True); ap.add_argument("--out", default="WCR.docx")
a = ap.parse_args()
w = yaml.safe_load(open(a.well))
d = Document(); d.add_heading(f"Well Completion Report - {w['name']}", 0)
d.add_paragraph(f"UWI {w['uwi']}  TD {w['td_md']} m MD / {w['td_tvd']} m TVD  Rig release {w['rig_release']}")
t = d.add_table(rows=1, cols=4); t.rows[0].cells[0].text = "Formation"
for r in csv.DictReader(open("tops.csv")):
    c = t.add_row().cells; c[0].text = r["formation"]; c[1].text = r["md"]; c[2].text = r["tvdss"]; c[3].text = r["confidence"]
d.save(a.out)
