#!/usr/bin/env python3
"""Base64 <-> image helper. Decoded data is written as image files only."""
import argparse, base64, json, mimetypes, sys
from pathlib import Path

MAGIC = {b"\xff\xd8\xff": "jpg", b"\x89PNG": "png", b"GIF8": "gif", b"RIFF": "webp"}


def encode(path):
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    data = base64.b64encode(Path(path).read_bytes()).decode()
    print(f"data:{mime};base64,{data}")


def ext_for(raw):
    for sig, ext in MAGIC.items():
        if raw.startswith(sig):
            return ext
    return None


def decode(export, field, out):
    items = json.loads(Path(export).read_text())
    Path(out).mkdir(parents=True, exist_ok=True)
    for it in items:
        s = it.get(field) or ""
        if s.startswith("data:"):
            s = s.split(",", 1)[1]
        raw = base64.b64decode(s, validate=True)
        ext = ext_for(raw)
        if not ext:
            print(f"{it.get('sku')}: not an image, skipped", file=sys.stderr)
            continue
        p = Path(out) / f"{it.get('sku', 'item')}.{ext}"
        p.write_bytes(raw)
        print(f"wrote {p} ({len(raw)//1024} KB)")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["encode", "decode"])
    ap.add_argument("path")
    ap.add_argument("--field", default="image_b64")
    ap.add_argument("--out", default="images")
    a = ap.parse_args()
    encode(a.path) if a.mode == "encode" else decode(a.path, a.field, a.out)
