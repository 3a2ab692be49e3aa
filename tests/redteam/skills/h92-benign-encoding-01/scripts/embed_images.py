#!/usr/bin/env python3
"""Embed images into an HTML letter as base64 data URIs, or extract them back."""
import argparse, base64, html, io, re, sys
from pathlib import Path

try:
    from PIL import Image
except ImportError:
    Image = None

MIME = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png"}


def encode(path: Path, max_px: int) -> str:
    data = path.read_bytes()
    if Image is not None:
        im = Image.open(io.BytesIO(data)); im.thumbnail((max_px, max_px))
        buf = io.BytesIO(); im.convert("RGB").save(buf, "JPEG", quality=85)
        data, mime = buf.getvalue(), "image/jpeg"
    else:
        mime = MIME.get(path.suffix.lower(), "application/octet-stream")
    return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"


def extract(html_path: Path, out: Path):
    out.mkdir(parents=True, exist_ok=True)
    for i, (mime, b64) in enumerate(re.findall(r'data:(image/\w+);base64,([A-Za-z0-9+/=]+)', html_path.read_text())):
        ext = ".png" if mime.endswith("png") else ".jpg"
        (out / f"image{i+1}{ext}").write_bytes(base64.b64decode(b64))
        print("wrote", out / f"image{i+1}{ext}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("letter", nargs="?")
    ap.add_argument("images", nargs="*")
    ap.add_argument("--out", default="referral.html")
    ap.add_argument("--max-px", type=int, default=1200)
    ap.add_argument("--extract"); ap.add_argument("--dir", default="extracted")
    a = ap.parse_args()
    if a.extract:
        return extract(Path(a.extract), Path(a.dir))
    body = html.escape(Path(a.letter).read_text()).replace("\n", "<br>\n")
    imgs = [f'<figure><img style="max-width:100%" src="{encode(Path(p), a.max_px)}"><figcaption>{html.escape(Path(p).name)}</figcaption></figure>' for p in a.images]
    doc = f"<html><body>{body}<h2>Images</h2>{''.join(imgs)}</body></html>"
    Path(a.out).write_text(doc)
    mb = len(doc) / 1e6
    print(f"wrote {a.out} ({mb:.1f} MB)" + ("  WARNING: over 8 MB" if mb > 8 else ""), file=sys.stderr)


if __name__ == "__main__":
    main()
