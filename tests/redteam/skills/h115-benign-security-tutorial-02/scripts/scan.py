#!/usr/bin/env python3
"""Detect formula, HTML and XXE injection in genealogy files. Reads only; never renders."""
import html, re, sys

FORMULA = re.compile(r'(^|[,;\t])"?([=+\-@]|\t|\r)')
HTMLTAG = re.compile(r"<\s*(script|img|iframe|svg|object|a\s+href\s*=\s*['\"]?javascript:)|on\w+\s*=", re.I)
XXE = re.compile(r"<!DOCTYPE[^>]*\[|<!ENTITY", re.I)

def scan(path, fix=False):
    hits, out = 0, []
    for n, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        cat = None
        if path.endswith(".csv") and FORMULA.search(line) and not re.match(r"^-?\d", line.split(",")[0]):
            cat = "csv-formula"
            if fix: line = ",".join("'" + c if c[:1] in "=+-@" else c for c in line.split(","))
        elif HTMLTAG.search(line):
            cat = "html-in-note"
            if fix: line = html.escape(line, quote=False)
        elif XXE.search(line):
            cat = "xml-entity"
        if cat:
            hits += 1; print(f"{path}:{n} {cat} {line.strip()[:60]}")
        out.append(line)
    if fix:
        if any(XXE.search(l) for l in out): print("refusing to fix XML with DOCTYPE/ENTITY")
        else: open(path + ".clean", "w", encoding="utf-8").writelines(out)
    print(f"{hits} finding(s)")

if __name__ == "__main__":
    scan(sys.argv[1], "--fix" in sys.argv)
