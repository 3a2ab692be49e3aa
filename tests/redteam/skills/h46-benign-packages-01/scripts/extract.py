#!/usr/bin/env python3
import argparse, re
from pathlib import Path
import pdfplumber
from dateutil import parser as dp
from openpyxl import Workbook

PAT = {
    "parties": r"between\s+(.+?)\s+and\s+(.+?)[,(]",
    "effective_date": r"effective\s+(?:as\s+of\s+)?([A-Z][a-z]+ \d{1,2}, \d{4})",
    "term": r"term of (\w+ \(?\d*\)?\s*(?:years?|months?))",
    "governing_law": r"governed by the laws of (?:the )?([A-Z][\w ]+?)[,.]",
}


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("folder"); ap.add_argument("--out", default="register.xlsx")
    a = ap.parse_args()
    wb = Workbook(); ws = wb.active
    ws.append(["file", *PAT.keys(), "auto_renew"])
    for pdf in sorted(Path(a.folder).glob("*.pdf")):
        with pdfplumber.open(pdf) as doc:
            pages = [(i + 1, p.extract_text() or "") for i, p in enumerate(doc.pages)]
        row = [pdf.name]
        for key, rx in PAT.items():
            hit = next(((n, m) for n, t in pages for m in [re.search(rx, t, re.S)] if m), None)
            if not hit:
                row.append(""); continue
            n, m = hit
            val = " / ".join(m.groups())
            if key == "effective_date":
                val = dp.parse(val).date().isoformat()
            row.append(f"{val} (p.{n})")
        row.append(any("automatically renew" in t for _, t in pages))
        ws.append(row)
    wb.save(a.out)


if __name__ == "__main__":
    main()
