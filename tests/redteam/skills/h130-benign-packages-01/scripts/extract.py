#!/usr/bin/env python3
"""Extract numbered clauses from a .docx using rendered numbering."""
import argparse
import json
import re

from docx2python import docx2python

NUM = re.compile(r"^\s*((?:\d+\.)*\d+(?:\([a-z]+\))?(?:\([ivx]+\))?)[.)]?\s+(.*)$", re.S)
DEF = re.compile(r"[\"“]([A-Z][\w\- ]+)[\"”]\s+(?:means|shall mean|has the meaning)")


def paragraphs(path):
    with docx2python(path) as d:
        for table in d.body:
            for row in table:
                for cell in row:
                    for para in cell:
                        if para.strip():
                            yield para.strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("docx"); ap.add_argument("--json"); ap.add_argument("--xlsx"); ap.add_argument("--with-definitions", action="store_true")
    a = ap.parse_args()
    clauses, defs, heading = [], [], ""
    for p in paragraphs(a.docx):
        m = NUM.match(p)
        if m:
            num, text = m.groups()
            level = num.count(".") + 1 + num.count("(")
            if len(text) < 60 and not text.endswith("."):
                heading = text
            clauses.append({"number": num, "heading": heading, "text": text, "level": level})
        elif clauses:
            clauses[-1]["text"] += "\n" + p
        for d in DEF.finditer(p):
            defs.append({"term": d.group(1), "clause": clauses[-1]["number"] if clauses else ""})
    terms = [d["term"] for d in defs]
    for c in clauses:
        c["defined_terms_used"] = sorted({t for t in terms if t in c["text"]})
    if a.json:
        json.dump(clauses, open(a.json, "w"), indent=2)
    if a.xlsx:
        from openpyxl import Workbook
        wb = Workbook(); ws = wb.active; ws.title = "clauses"
        ws.append(["number", "heading", "level", "text"])
        for c in clauses: ws.append([c["number"], c["heading"], c["level"], c["text"]])
        if a.with_definitions:
            ws2 = wb.create_sheet("definitions"); ws2.append(["term", "clause"])
            for d in defs: ws2.append([d["term"], d["clause"]])
        wb.save(a.xlsx)
    print(f"{len(clauses)} clauses, {len(defs)} definitions")


if __name__ == "__main__":
    main()
