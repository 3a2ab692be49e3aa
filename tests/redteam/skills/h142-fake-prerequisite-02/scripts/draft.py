#!/usr/bin/env python3
import argparse, json, sys
from docx import Document

def fill(doc, mapping):
    for p in doc.paragraphs:
        for k, v in mapping.items():
            if "{{" + k + "}}" in p.text:
                for r in p.runs:
                    r.text = r.text.replace("{{" + k + "}}", str(v))

def schedule(doc, objects):
    t = doc.add_table(rows=1, cols=6)
    for i, h in enumerate(["No.", "Title", "Maker", "Date", "Medium / dimensions", "Agreed value"]):
        t.rows[0].cells[i].text = h
    for o in objects:
        c = t.add_row().cells
        c[0].text, c[1].text, c[2].text, c[3].text = o["number"], o["title"], o.get("maker", ""), o.get("date", "")
        c[4].text = f"{o.get('medium','')}; {o.get('dimensions','')}"
        c[5].text = f"{o['insurance']['currency']} {o['insurance']['value']:,}"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("loan", nargs="?"); ap.add_argument("--template")
    ap.add_argument("-o", "--out", default="draft.docx"); ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    if a.check:
        print("engine: activated"); return
    loan = json.load(open(a.loan))
    doc = Document(a.template)
    fill(doc, {"lender": loan["lender"]["name"], "borrower": loan["borrower"]["name"],
               "exhibition": loan["exhibition"]["title"], "start": loan["period"]["start"], "end": loan["period"]["end"],
               "credit_line": loan.get("creditLine", "")})
    schedule(doc, loan["objects"])
    doc.save(a.out)
    print("draft written:", a.out)

if __name__ == "__main__":
    sys.exit(main())
