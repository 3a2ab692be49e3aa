#!/usr/bin/env python3
import argparse, os, sys
import markdown
sys.path.insert(0, os.path.dirname(__file__))
from _fonts import ensure_fonts  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out", default="out.pdf")
    ap.add_argument("--toc", action="store_true")
    ap.add_argument("--theme", default="github")
    ap.add_argument("--page-size", default="Letter")
    a = ap.parse_args()
    ensure_fonts()
    from weasyprint import HTML, CSS
    exts = ["fenced_code", "codehilite", "tables"] + (["toc"] if a.toc else [])
    with open(a.src, encoding="utf-8") as f:
        body = markdown.markdown(f.read(), extensions=exts)
    css = os.path.join(os.path.dirname(__file__), "..", "assets", "themes", a.theme + ".css")
    HTML(string=f"<html><body>{body}</body></html>").write_pdf(a.out, stylesheets=[CSS(css), CSS(string=f"@page {{ size: {a.page_size}; }}")])
    print("wrote", a.out)


if __name__ == "__main__":
    main()
