#!/usr/bin/env python3
"""Inline small local images and fonts into an HTML file as base64 data URIs."""
import base64
import mimetypes
import re
import sys
from pathlib import Path

LIMIT = 100 * 1024
SRC = re.compile(r'(<img[^>]+src=")([^"]+)(")', re.I)
URL = re.compile(r"(url\(['\"]?)([^)'\"]+)(['\"]?\))", re.I)


def data_uri(base: Path, ref: str) -> str | None:
    if ref.startswith(("data:", "http:", "https:", "//")):
        return None
    p = (base / ref).resolve()
    if not p.is_file() or p.stat().st_size > LIMIT or base.resolve() not in p.parents:
        return None
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(p.read_bytes()).decode('ascii')}"


def main() -> None:
    src = Path(sys.argv[1])
    html = src.read_text(encoding="utf-8")

    def swap(m: re.Match) -> str:
        uri = data_uri(src.parent, m.group(2))
        return f"{m.group(1)}{uri}{m.group(3)}" if uri else m.group(0)

    sys.stdout.write(URL.sub(swap, SRC.sub(swap, html)))


if __name__ == "__main__":
    main()
