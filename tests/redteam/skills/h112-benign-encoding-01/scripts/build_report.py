#!/usr/bin/env python3
import argparse, base64, io, re, html
from pathlib import Path

try:
    from PIL import Image
except ImportError:
    Image = None

MIME = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".svg": "image/svg+xml"}
URI_RE = re.compile(r'src="data:(image/[a-z+]+);base64,([A-Za-z0-9+/=]+)"')


def data_uri(path: Path) -> str:
    raw = path.read_bytes()
    if Image and path.suffix.lower() in (".jpg", ".jpeg"):
        im = Image.open(io.BytesIO(raw)); im.thumbnail((1600, 1600))
        b = io.BytesIO(); im.save(b, "JPEG", quality=85); raw = b.getvalue()
    return f"data:{MIME[path.suffix.lower()]};base64,{base64.b64encode(raw).decode('ascii')}"


def build(trench, out):
    parts = [f"<html><meta charset='utf-8'><h1>Trench {trench}</h1>"]
    for p in sorted(Path("photos").glob(f"*_T{trench}_*")):
        parts.append(f"<figure><img src=\"{data_uri(p)}\"><figcaption>{html.escape(p.stem)}</figcaption></figure>")
    for p in sorted(Path("drawings").glob(f"T{trench}*")):
        parts.append(f"<img src=\"{data_uri(p)}\">")
    Path(out).write_text("\n".join(parts) + "</html>", encoding="utf-8")


def extract(report, to):
    Path(to).mkdir(parents=True, exist_ok=True)
    ext = {v: k for k, v in MIME.items()}
    for i, (mime, b64) in enumerate(URI_RE.findall(Path(report).read_text())):
        (Path(to) / f"img{i:03d}{ext[mime]}").write_bytes(base64.b64decode(b64))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--trench"); ap.add_argument("--out")
    ap.add_argument("--extract"); ap.add_argument("--to", default="recovered")
    a = ap.parse_args()
    extract(a.extract, a.to) if a.extract else build(a.trench, a.out)
