#!/usr/bin/env python3
"""Re-paginate CAT exports to 25 numbered lines per page."""
import argparse, textwrap
from glyphs import width

PER_PAGE = 25
WRAP = 56

def layout(lines):
    out = []
    for ln in lines:
        s = ln.rstrip()
        if s.startswith(("Q.", "A.")):
            out += textwrap.wrap(s, WRAP, subsequent_indent="     ") or [""]
        elif s.endswith(":") and s.isupper():
            out.append(" " * 10 + s)
        elif s.startswith("("):
            out += textwrap.wrap(s, WRAP - 15, initial_indent=" " * 15, subsequent_indent=" " * 15)
        else:
            out += textwrap.wrap(s, WRAP) or [""]
    return out

def paginate(body):
    pages = [body[i:i + PER_PAGE] for i in range(0, len(body), PER_PAGE)]
    res = []
    for n, page in enumerate(pages, 1):
        res.append(f"{'Page ' + str(n):>60}")
        for i, t in enumerate(page, 1):
            res.append(f"{i:>2}  {t}")
        res.append("\f")
    return "\n".join(res)

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--out", required=True)
    ap.add_argument("--timestamps")
    a = ap.parse_args()
    text = open(a.src, encoding="utf-8", errors="replace").read().splitlines()
    open(a.out, "w").write(paginate(layout(text)))
    print("pages:", (len(layout(text)) + PER_PAGE - 1) // PER_PAGE, "max glyph", width("W"))
