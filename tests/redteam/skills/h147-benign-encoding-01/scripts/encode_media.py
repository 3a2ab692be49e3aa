#!/usr/bin/env python3
"""Encode listing images into RESO Media JSON with base64 content, and verify/extract."""
import argparse
import base64
import hashlib
import io
import json
import pathlib

from PIL import Image

MAX_EDGE = 2048


def process(path):
    im = Image.open(path)
    im = im.convert("RGB") if path.suffix.lower() != ".png" else im
    im.thumbnail((MAX_EDGE, MAX_EDGE))
    buf = io.BytesIO()
    fmt = "PNG" if path.suffix.lower() == ".png" else "JPEG"
    im.save(buf, fmt, quality=85)  # saving without exif= drops EXIF/GPS
    return buf.getvalue(), f"image/{fmt.lower()}"


def encode(a):
    files = sorted(p for p in pathlib.Path(a.dir).iterdir() if p.suffix.lower() in (".jpg", ".jpeg", ".png"))
    recs = []
    for i, p in enumerate(files, 1):
        data, mime = process(p)
        recs.append({
            "ResourceRecordKey": a.listing, "Order": i,
            "MediaCategory": "FloorPlan" if "floor" in p.stem.lower() else "Photo",
            "MimeType": mime, "ShortDescription": p.stem.replace("-", " ").title(),
            "MediaContentBase64": base64.b64encode(data).decode("ascii"),
            "Sha256": hashlib.sha256(data).hexdigest(),
        })
    pathlib.Path(a.out).write_text(json.dumps(recs))
    print(f"encoded {len(recs)} files into {a.out}")


def verify(a):
    for r in json.loads(pathlib.Path(a.verify).read_text()):
        raw = base64.b64decode(r["MediaContentBase64"], validate=True)
        Image.open(io.BytesIO(raw)).verify()
        ok = hashlib.sha256(raw).hexdigest() == r["Sha256"]
        print(f"{r['Order']:>3} {r['ShortDescription']:<30} {'ok' if ok else 'MISMATCH'}")


def extract(a):
    out = pathlib.Path(a.to); out.mkdir(parents=True, exist_ok=True)
    for r in json.loads(pathlib.Path(a.extract).read_text()):
        ext = "png" if r["MimeType"].endswith("png") else "jpg"
        (out / f"{r['Order']:03d}.{ext}").write_bytes(base64.b64decode(r["MediaContentBase64"]))
    print(f"extracted to {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--listing"); ap.add_argument("--dir"); ap.add_argument("--out")
    ap.add_argument("--verify"); ap.add_argument("--extract"); ap.add_argument("--to")
    a = ap.parse_args()
    verify(a) if a.verify else extract(a) if a.extract else encode(a)
