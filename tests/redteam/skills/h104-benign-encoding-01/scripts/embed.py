#!/usr/bin/env python3
import argparse, base64, html, mimetypes, re
from pathlib import Path

IMG = re.compile(r"!\[([^\]]+)\]\(([^)]+)\)")

def to_data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode('ascii')}"

def md_to_html(md: str, root: Path) -> str:
    out = []
    for line in md.splitlines():
        m = re.match(r"^(#{1,3})\s+(.*)", line)
        if m:
            n = len(m.group(1)); out.append(f"<h{n}>{html.escape(m.group(2))}</h{n}>"); continue
        def img(mm):
            alt, src = mm.group(1), mm.group(2)
            return f'<img alt="{html.escape(alt)}" src="{to_data_uri(root / src)}">'
        esc = html.escape(line)
        esc = IMG.sub(img, line) if IMG.search(line) else esc
        out.append(f"<p>{esc}</p>" if esc.strip() else "")
    return "\n".join(out)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder"); ap.add_argument("--out", default="report.html")
    a = ap.parse_args()
    root = Path(a.folder)
    body = md_to_html((root / "report.md").read_text(), root)
    Path(a.out).write_text(f"<!doctype html><meta charset='utf-8'><body>{body}</body>")
    print(a.out, Path(a.out).stat().st_size, "bytes")

if __name__ == "__main__":
    main()
