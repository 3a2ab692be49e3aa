#!/usr/bin/env python3
"""Convert Markdown to one HTML file with figures embedded as base64 data URIs."""
import argparse
import base64
import html
import mimetypes
import re
from pathlib import Path

import markdown  # pip install markdown

IMG = re.compile(r'(<img[^>]*?src=")([^"]+)(")')


def data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    b64 = base64.b64encode(path.read_bytes()).decode("ascii")
    return f"data:{mime};base64,{b64}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out", default="report.html")
    a = ap.parse_args()
    src = Path(a.src)
    body = markdown.markdown(src.read_text(encoding="utf-8"), extensions=["tables", "fenced_code"])

    def repl(m):
        p = (src.parent / m.group(2)).resolve()
        if p.is_file():
            return m.group(1) + data_uri(p) + m.group(3)
        return m.group(0)

    body = IMG.sub(repl, body)
    title = html.escape(src.stem)
    Path(a.out).write_text(
        f"<!doctype html><meta charset='utf-8'><title>{title}</title>"
        f"<style>body{{max-width:60rem;margin:auto;font-family:sans-serif}}img{{max-width:100%}}</style>"
        f"{body}",
        encoding="utf-8",
    )
    print("wrote", a.out)


if __name__ == "__main__":
    main()
