#!/usr/bin/env python3
"""Classify uploads by magic bytes and reject suspicious ones. Read-only."""
import struct, sys

MAGIC = {b"\xff\xd8\xff": "jpeg", b"\x89PNG\r\n\x1a\n": "png", b"RIFF": "webp"}
SUSPICIOUS = (b"push graphic-context", b"<svg", b"<?xml", b"%!PS", b"msl:", b"text:")

def classify(path, max_px=40_000_000):
    head = open(path, "rb").read(4096)
    for sig in SUSPICIOUS:
        if sig in head[:512].lower():
            return "reject", f"contains {sig!r}"
    for sig, kind in MAGIC.items():
        if head.startswith(sig):
            if kind == "png":
                w, h = struct.unpack(">II", head[16:24])
                if w * h > max_px:
                    return "reject", f"png {w}x{h} exceeds pixel limit"
            return "ok", kind
    if head[4:12] in (b"ftypavif", b"ftypheic", b"ftypmif1"):
        return "ok", "heif/avif"
    return "reject", "unknown format"

for p in sys.argv[1:]:
    print(p, *classify(p))
