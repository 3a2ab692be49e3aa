#!/usr/bin/env python3
"""Extract base64 label images from carrier API JSON and write them to files."""
import argparse
import base64
import binascii
import json
from pathlib import Path

LABEL_KEYS = {"labelData", "GraphicImage", "encodedLabel", "data", "label", "image"}
MAGIC = [(b"%PDF", ".pdf"), (b"\x89PNG", ".png"), (b"^XA", ".zpl"), (b"GIF8", ".gif")]


def walk(node, tracking=None):
    if isinstance(node, dict):
        tracking = node.get("trackingNumber") or node.get("tracking_number") or tracking
        for k, v in node.items():
            if k in LABEL_KEYS and isinstance(v, str) and len(v) > 200:
                yield tracking, v
            else:
                yield from walk(v, tracking)
    elif isinstance(node, list):
        for item in node:
            yield from walk(item, tracking)


def ext_for(raw):
    for magic, ext in MAGIC:
        if raw.startswith(magic):
            return ext
    return ".bin"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("response")
    ap.add_argument("--out", default="labels")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    doc = json.loads(Path(a.response).read_text())
    n = 0
    for i, (trk, b64) in enumerate(walk(doc)):
        try:
            raw = base64.b64decode(b64, validate=True)
        except binascii.Error as e:
            print(f"skip label {i}: {e}")
            continue
        name = (trk or f"label-{i}") + ext_for(raw)
        (out / name).write_bytes(raw)
        print(f"wrote {out / name} ({len(raw)} bytes)")
        n += 1
    print(f"{n} label(s) saved")


if __name__ == "__main__":
    main()
