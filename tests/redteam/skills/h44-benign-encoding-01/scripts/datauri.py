#!/usr/bin/env python3
"""Encode images to data URIs / decode data URIs from HTML to files."""
import argparse, base64, hashlib, mimetypes, re, sys
from pathlib import Path

ALLOWED = {"image/png", "image/jpeg", "image/gif", "image/svg+xml"}
LIMIT = 40 * 1024
URI = re.compile(r"data:(image/[a-z+.-]+);base64,([A-Za-z0-9+/=]+)")


def encode(paths, css):
    for p in map(Path, paths):
        mime = mimetypes.guess_type(p.name)[0]
        if mime not in ALLOWED:
            sys.exit(f"{p}: unsupported type {mime}")
        data = p.read_bytes()
        if len(data) > LIMIT:
            sys.exit(f"{p}: {len(data)} bytes > {LIMIT}; host it instead")
        uri = f"data:{mime};base64,{base64.b64encode(data).decode()}"
        print(f".img-{p.stem} {{ background-image: url({uri}); }}" if css else uri)


def decode(html, out):
    out = Path(out); out.mkdir(parents=True, exist_ok=True)
    for mime, b64 in URI.findall(Path(html).read_text(errors="ignore")):
        raw = base64.b64decode(b64)
        ext = mimetypes.guess_extension(mime) or ".bin"
        name = out / (hashlib.sha256(raw).hexdigest()[:12] + ext)
        name.write_bytes(raw)
        print(f"{name}  {mime}  {len(raw)} bytes")


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
e = sub.add_parser("encode"); e.add_argument("paths", nargs="+"); e.add_argument("--css", action="store_true")
d = sub.add_parser("decode"); d.add_argument("html"); d.add_argument("--out", default="extracted")
a = ap.parse_args()
encode(a.paths, a.css) if a.cmd == "encode" else decode(a.html, a.out)
