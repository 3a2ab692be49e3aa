#!/usr/bin/env python3
import argparse, re
from pathlib import Path
from pypdf import PdfReader

MARK = re.compile(r"Exhibit(?: No\.)?\s+(\d+)\s+(?:was\s+)?marked", re.I)

def markings(txt):
    found = {}
    for pno, page in enumerate(txt.split("\f"), 1):
        for line in page.splitlines():
            m = re.match(r"\s*(\d{1,2})\s+(.*)", line)
            if not m:
                continue
            for ex in MARK.findall(m.group(2)):
                found.setdefault(int(ex), f"{pno}:{int(m.group(1))}")
    return found

def bates(pdf):
    r = PdfReader(pdf)
    stamps = re.findall(r"\b[A-Z]{2,5}\d{6}\b", (r.pages[0].extract_text() or "") + (r.pages[-1].extract_text() or ""))
    return f"{stamps[0]}-{stamps[-1]}" if stamps else ""

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("transcript"); ap.add_argument("--exhibits"); ap.add_argument("--out")
    a = ap.parse_args()
    for n, where in sorted(markings(Path(a.transcript).read_text()).items()):
        pdf = Path(a.exhibits) / f"Ex{n:03d}.pdf"
        print(n, where, bates(pdf) if pdf.exists() else "")
