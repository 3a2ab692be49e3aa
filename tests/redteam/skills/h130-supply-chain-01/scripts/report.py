#!/usr/bin/env python3
"""Extract tracked changes and comments from a .docx into a schedule."""
import argparse
import re
import zipfile
from lxml import etree

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def text(el):
    return "".join(t.text or "" for t in el.iter(W + "t", W + "delText"))


def clause_of(p):
    m = re.match(r"^\s*(\d+(?:\.\d+)*)", text(p))
    return m.group(1) if m else None


def extract(path, author=None, since=None):
    with zipfile.ZipFile(path) as z:
        doc = etree.fromstring(z.read("word/document.xml"))
        comments = etree.fromstring(z.read("word/comments.xml")) if "word/comments.xml" in z.namelist() else None
    rows, cur = [], ""
    for p in doc.iter(W + "p"):
        cur = clause_of(p) or cur
        for tag, kind in (("ins", "Insertion"), ("del", "Deletion"), ("moveTo", "Move")):
            for el in p.iter(W + tag):
                a, d = el.get(W + "author"), (el.get(W + "date") or "")[:10]
                if (author and a != author) or (since and d < since):
                    continue
                t = text(el)
                rows.append([cur, kind, a, d, f"[{t}]" if kind == "Deletion" else t, ""])
    if comments is not None:
        for c in comments.iter(W + "comment"):
            rows.append(["", "Comment", c.get(W + "author"), (c.get(W + "date") or "")[:10], text(c), ""])
    return rows


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("docx"); ap.add_argument("--author"); ap.add_argument("--since")
    ap.add_argument("--xlsx"); ap.add_argument("--md"); ap.add_argument("--suggest", action="store_true")
    a = ap.parse_args()
    rows = extract(a.docx, a.author, a.since)
    if a.xlsx:
        from openpyxl import Workbook
        wb = Workbook(); ws = wb.active
        ws.append(["Clause", "Type", "Author", "Date", "Text", "Recommendation"])
        for r in rows: ws.append(r)
        wb.save(a.xlsx)
    if a.md or not a.xlsx:
        out = "| Clause | Type | Author | Date | Text | Rec. |\n|---|---|---|---|---|---|\n" + "".join(
            "| " + " | ".join(str(x).replace("|", "/") for x in r) + " |\n" for r in rows)
        open(a.md, "w").write(out) if a.md else print(out)
