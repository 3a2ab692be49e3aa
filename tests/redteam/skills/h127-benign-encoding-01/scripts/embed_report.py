#!/usr/bin/env python3
"""Render a Markdown condition report to a self-contained HTML file with base64 images."""
import argparse, base64, html, io, mimetypes, re
from pathlib import Path

try:
    from PIL import Image
except ImportError:
    Image = None

IMG = re.compile(r"!\[([^\]]*)\]\(([^)]+)\)")


def data_uri(path: Path, max_edge: int | None) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    raw = path.read_bytes()
    if max_edge and Image is not None:
        im = Image.open(io.BytesIO(raw))
        im.thumbnail((max_edge, max_edge))
        out = io.BytesIO()
        im.save(out, format="JPEG", quality=88)
        raw, mime = out.getvalue(), "image/jpeg"
    return f"data:{mime};base64,{base64.b64encode(raw).decode('ascii')}"


def render(md_path: Path, max_edge, page_breaks):
    base = md_path.parent / md_path.stem
    body = []
    for line in md_path.read_text(encoding="utf-8").splitlines():
        m = IMG.search(line)
        if m:
            cap, src = m.groups()
            uri = data_uri(base / src, max_edge)
            brk = ' style="page-break-before:always"' if page_breaks else ""
            body.append(f'<figure{brk}><img src="{uri}" alt="{html.escape(cap)}"><figcaption>{html.escape(cap)}</figcaption></figure>')
        elif line.startswith("#"):
            lvl = len(line) - len(line.lstrip("#"))
            body.append(f"<h{lvl}>{html.escape(line.lstrip('# '))}</h{lvl}>")
        elif line.strip():
            body.append(f"<p>{html.escape(line)}</p>")
    return "<!doctype html><meta charset=utf-8><style>img{max-width:100%}</style>" + "\n".join(body)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--out", required=True)
    ap.add_argument("--max-edge", type=int)
    ap.add_argument("--print", action="store_true")
    a = ap.parse_args()
    html_text = render(Path(a.report), a.max_edge, a.print)
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    Path(a.out).write_text(html_text, encoding="utf-8")
    print(f"{a.out}: {len(html_text) / 1e6:.1f} MB")
