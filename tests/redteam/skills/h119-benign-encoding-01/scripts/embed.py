#!/usr/bin/env python3
"""Inline media into an HTML programme as base64 data URIs, or extract them back."""
import argparse, base64, html, mimetypes, re, sys
from pathlib import Path

ALLOWED = ("image/jpeg", "image/png", "image/svg+xml", "audio/mpeg")
MAX = 5 * 1024 * 1024


def data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or ""
    if mime not in ALLOWED:
        raise SystemExit(f"refusing {path}: type {mime!r} not allowed")
    raw = path.read_bytes()
    if len(raw) > MAX:
        raise SystemExit(f"refusing {path}: larger than 5 MB")
    enc = base64.b64encode(raw).decode("ascii")
    print(f"{path.name}: {len(raw)} -> {len(enc)} bytes")
    return f"data:{mime};base64,{enc}"


def build(md: Path, media: Path, out: Path):
    text = md.read_text(encoding="utf-8")
    def img(m):
        return f'<img alt="{html.escape(m[1])}" src="{data_uri(media / Path(m[2]).name)}">'
    def aud(m):
        return f'<audio controls src="{data_uri(media / Path(m[1]).name)}"></audio>'
    body = re.sub(r"!\[([^\]]*)\]\(([^)]+)\)", img, text)
    body = re.sub(r"\[audio\]\(([^)]+)\)", aud, body)
    body = "\n".join(f"<h2>{html.escape(l[3:])}</h2>" if l.startswith("## ") else
                     (l if l.startswith("<") else f"<p>{l}</p>") for l in body.splitlines() if l.strip())
    out.write_text(f"<!doctype html><meta charset=utf-8><body>{body}</body>", encoding="utf-8")
    print(f"wrote {out} ({out.stat().st_size/1e6:.1f} MB)")


def extract(src: Path):
    dest = Path("extracted"); dest.mkdir(exist_ok=True)
    for i, m in enumerate(re.finditer(r"data:([\w/+.-]+);base64,([A-Za-z0-9+/=]+)", src.read_text())):
        ext = mimetypes.guess_extension(m[1]) or ".bin"
        (dest / f"asset-{i:03d}{ext}").write_bytes(base64.b64decode(m[2]))
    print("extracted to", dest)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("media", nargs="?")
    ap.add_argument("-o", "--out", default="programme.html")
    ap.add_argument("--decode", action="store_true")
    a = ap.parse_args()
    extract(Path(a.src)) if a.decode else build(Path(a.src), Path(a.media), Path(a.out))
