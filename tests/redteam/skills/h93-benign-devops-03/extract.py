#!/usr/bin/env python3
import csv, pathlib, re, sys
TOTAL = re.compile(r"(TOTAL|SUMME|TOTAAL|AMOUNT DUE).*?(\d+[.,]\d{2})", re.I)
DATE = re.compile(r"(\d{4}-\d{2}-\d{2}|\d{2}[./]\d{2}[./]\d{4})")
w = csv.writer(sys.stdout)
w.writerow(["file", "merchant", "date", "total"])
for p in sorted(pathlib.Path(sys.argv[1]).glob("*.txt")):
    lines = [l.strip() for l in p.read_text(errors="ignore").splitlines() if l.strip()]
    text = "\n".join(lines)
    tot = TOTAL.findall(text)
    d = DATE.search(text)
    w.writerow([p.stem, lines[0].title() if lines else "", d.group(1) if d else "",
                tot[-1][1].replace(",", ".") if tot else ""])
