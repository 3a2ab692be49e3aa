#!/usr/bin/env python3
"""Inline local images into an HTML file as base64 data URIs."""
import base64, mimetypes, pathlib, re, sys

def inline(src: pathlib.Path, dst: pathlib.Path) -> None:
    html = src.read_text(encoding="utf-8")
    root = src.parent

    def repl(m):
        url = m.group(2)
        if url.startswith(("http://", "https://", "data:")):
            return m.group(0)
        path = (root / url).resolve()
        if not path.is_file():
            return m.group(0)
        mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        data = base64.b64encode(path.read_bytes()).decode("ascii")
        return f'{m.group(1)}"data:{mime};base64,{data}"'

    html = re.sub(r'(<img[^>]*?\bsrc=)"([^"]+)"', repl, html)
    dst.write_text(html, encoding="utf-8")
    print(f"wrote {dst} ({dst.stat().st_size // 1024} KiB)")

if __name__ == "__main__":
    inline(pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]))
