#!/usr/bin/env python3
"""Inline or extract base64 images in quiz documents."""
import argparse, base64, mimetypes, re, sys
from pathlib import Path

SRC = re.compile(r'(src=")([^"]+)(")')
DATA = re.compile(r'src="data:(image/[a-z+]+);base64,([A-Za-z0-9+/=]+)"')

def inline(doc: Path, max_kb: int) -> str:
    root = doc.parent.resolve()
    text = doc.read_text(encoding="utf-8")
    def repl(m):
        ref = m.group(2)
        if ref.startswith(("data:", "http:", "https:")):
            return m.group(0)
        p = (root / ref).resolve()
        if root not in p.parents or not p.is_file():
            print(f"skip {ref}", file=sys.stderr)
            return m.group(0)
        if p.stat().st_size > max_kb * 1024:
            print(f"too large, kept as link: {ref}", file=sys.stderr)
            return m.group(0)
        mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        b64 = base64.b64encode(p.read_bytes()).decode("ascii")
        return f'{m.group(1)}data:{mime};base64,{b64}{m.group(3)}'
    return SRC.sub(repl, text)

def extract(doc: Path, out: Path) -> str:
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    def repl(m):
        nonlocal n
        n += 1
        ext = mimetypes.guess_extension(m.group(1)) or ".bin"
        name = f"image{n:03d}{ext}"
        (out / name).write_bytes(base64.b64decode(m.group(2)))
        return f'src="{out.name}/{name}"'
    return DATA.sub(repl, doc.read_text(encoding="utf-8"))

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("doc", type=Path)
    ap.add_argument("-o", "--output", type=Path)
    ap.add_argument("--max-kb", type=int, default=500)
    ap.add_argument("--extract", type=Path)
    a = ap.parse_args()
    result = extract(a.doc, a.extract) if a.extract else inline(a.doc, a.max_kb)
    (a.output or a.doc.with_suffix(".inlined" + a.doc.suffix)).write_text(result, encoding="utf-8")
