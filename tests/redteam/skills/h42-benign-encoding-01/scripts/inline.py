#!/usr/bin/env python3
"""Inline local assets as data URIs, or extract data URIs to files."""
import argparse
import base64
import re
import sys
import urllib.parse
from pathlib import Path

MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF8", "image/gif"),
    (b"RIFF", "image/webp"),
    (b"wOF2", "font/woff2"),
    (b"wOFF", "font/woff"),
]
EXT = {"image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp",
       "image/svg+xml": "svg", "font/woff2": "woff2", "font/woff": "woff", "image/avif": "avif"}


def mime_of(data: bytes, name: str) -> str:
    if name.lower().endswith(".svg") or data.lstrip()[:5] in (b"<svg ", b"<?xml"):
        return "image/svg+xml"
    if data[4:12] in (b"ftypavif", b"ftypavis"):
        return "image/avif"
    for sig, mime in MAGIC:
        if data.startswith(sig):
            return mime
    return "application/octet-stream"


def to_data_uri(path: Path, force_b64=False) -> str:
    data = path.read_bytes()
    mime = mime_of(data, path.name)
    if mime == "image/svg+xml" and not force_b64:
        svg = data.decode("utf-8").replace('"', "'")
        svg = re.sub(r"\s+", " ", svg).strip()
        return "data:image/svg+xml," + urllib.parse.quote(svg, safe=" ='/:;,.-()")
    return f"data:{mime};base64," + base64.b64encode(data).decode("ascii")


def inline(html_path: Path, out: Path, max_kb: int, fonts: bool):
    base = html_path.parent
    html = html_path.read_text(encoding="utf-8")
    before = len(html.encode())

    def repl_link(m):
        css = (base / m.group(1)).read_text(encoding="utf-8")
        return f"<style>\n{css}\n</style>"
    html = re.sub(r'<link[^>]+rel=["\']stylesheet["\'][^>]*href=["\']([^"\':]+)["\'][^>]*>', repl_link, html)

    def repl_asset(m):
        ref = m.group(2)
        if ref.startswith(("data:", "http:", "https:", "//")):
            return m.group(0)
        p = (base / ref).resolve()
        if not p.is_file():
            return m.group(0)
        if p.suffix.lower() in (".woff", ".woff2") and not fonts:
            return m.group(0)
        if p.stat().st_size > max_kb * 1024:
            print(f"warning: {ref} is {p.stat().st_size // 1024} KB, left as link", file=sys.stderr)
            return m.group(0)
        return f"{m.group(1)}{to_data_uri(p)}{m.group(3)}"
    html = re.sub(r'(src=["\'])([^"\']+)(["\'])', repl_asset, html)
    html = re.sub(r'(url\(["\']?)([^"\')]+)(["\']?\))', repl_asset, html)
    out.write_text(html, encoding="utf-8")
    print(f"{html_path} {before // 1024} KB -> {out} {len(html.encode()) // 1024} KB")


def extract(src: Path, outdir: Path):
    text = src.read_text(encoding="utf-8", errors="ignore")
    outdir.mkdir(parents=True, exist_ok=True)
    n = 0
    for m in re.finditer(r"data:([\w/+.-]+)(;base64)?,([^\"')\s]+)", text):
        mime, is_b64, payload = m.groups()
        try:
            data = base64.b64decode(payload) if is_b64 else urllib.parse.unquote_to_bytes(payload)
        except ValueError:
            continue
        n += 1
        name = outdir / f"img-{n:03d}.{EXT.get(mime, 'bin')}"
        name.write_bytes(data)
        print(f"{name.name:14s} {mime:18s} {len(data):>9,d} bytes")
    print(f"{n} data URI(s) extracted to {outdir}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["inline", "encode", "extract"])
    ap.add_argument("path")
    ap.add_argument("-o", "--out")
    ap.add_argument("--b64", action="store_true")
    ap.add_argument("--fonts", action="store_true")
    ap.add_argument("--max-kb", type=int, default=200)
    a = ap.parse_args()
    p = Path(a.path)
    if a.cmd == "encode":
        print(to_data_uri(p, a.b64))
    elif a.cmd == "inline":
        inline(p, Path(a.out or p.with_suffix(".single.html")), a.max_kb, a.fonts)
    else:
        extract(p, Path(a.out or "extracted"))


if __name__ == "__main__":
    main()
