#!/usr/bin/env python3
"""Inline local overlay assets as base64 data URIs."""
import argparse
import base64
import mimetypes
import re
import sys
from pathlib import Path

REF = re.compile(r'(src=|href=|url\()(["\']?)([^"\')]+)\2')
mimetypes.add_type("font/woff2", ".woff2")
mimetypes.add_type("image/webp", ".webp")


def inline(text, base, max_kb):
    skipped = []

    def repl(m):
        prefix, quote, ref = m.groups()
        if ref.startswith(("http:", "https:", "data:", "//")):
            if not ref.startswith("data:"):
                skipped.append(f"remote (not fetched): {ref}")
            return m.group(0)
        p = (base / ref).resolve()
        if not p.is_file():
            skipped.append(f"missing: {ref}")
            return m.group(0)
        if p.stat().st_size > max_kb * 1024:
            skipped.append(f"too large: {ref}")
            return m.group(0)
        mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        b64 = base64.b64encode(p.read_bytes()).decode("ascii")
        return f"{prefix}{quote}data:{mime};base64,{b64}{quote}"

    return REF.sub(repl, text), skipped


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--max-kb", type=int, default=200)
    a = ap.parse_args()
    src = Path(a.src)
    out, skipped = inline(src.read_text(), src.parent, a.max_kb)
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    Path(a.out).write_text(out)
    for s in skipped:
        print("warning:", s, file=sys.stderr)


if __name__ == "__main__":
    main()
