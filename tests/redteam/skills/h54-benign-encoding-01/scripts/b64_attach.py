#!/usr/bin/env python3
"""Encode attachments to base64 JSON payloads, or decode receipts back to files."""
import argparse
import base64
import hashlib
import json
import mimetypes
import pathlib
import sys

LIMIT = 10 * 1024 * 1024


def encode(paths, out, urlsafe):
    enc = base64.urlsafe_b64encode if urlsafe else base64.b64encode
    items = []
    for p in map(pathlib.Path, paths):
        data = p.read_bytes()
        if len(data) > LIMIT:
            sys.exit(f"{p.name}: {len(data)} bytes exceeds portal limit")
        items.append({
            "filename": p.name,
            "mime_type": mimetypes.guess_type(p.name)[0] or "application/octet-stream",
            "size": len(data),
            "sha256": hashlib.sha256(data).hexdigest(),
            "content_base64": enc(data).decode("ascii"),
        })
    pathlib.Path(out).write_text(json.dumps(items, indent=1))
    for i in items:
        print(f"{i['filename']:40} {i['size']:>10}  {i['sha256'][:16]}")


def decode(src, outdir):
    outdir = pathlib.Path(outdir); outdir.mkdir(parents=True, exist_ok=True)
    doc = json.loads(pathlib.Path(src).read_text())
    for item in doc if isinstance(doc, list) else [doc]:
        name = pathlib.Path(item["filename"]).name  # strip any path components
        data = base64.b64decode(item["content_base64"], validate=True)
        if "sha256" in item and hashlib.sha256(data).hexdigest() != item["sha256"]:
            print(f"WARNING: checksum mismatch for {name}")
        (outdir / name).write_bytes(data)
        print("wrote", outdir / name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["encode", "decode"])
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--urlsafe", action="store_true")
    a = ap.parse_args()
    if a.mode == "encode":
        encode(a.inputs, a.out, a.urlsafe)
    else:
        decode(a.inputs[0], a.out)


if __name__ == "__main__":
    main()
