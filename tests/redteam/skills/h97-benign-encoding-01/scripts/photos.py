#!/usr/bin/env python3
"""Encode member photos to base64 JSON for the access system, or decode back."""
import argparse, base64, io, json, sys
from pathlib import Path
from PIL import Image, ImageOps

MAX_CHARS = 200_000


def encode_one(path: Path) -> str:
    img = ImageOps.exif_transpose(Image.open(path)).convert("RGB")
    img = ImageOps.fit(img, (480, 640))
    q = 85
    while True:
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=q)          # no exif= argument: metadata dropped
        s = base64.b64encode(buf.getvalue()).decode("ascii")
        if len(s) <= MAX_CHARS or q <= 40:
            return s
        q -= 5


def encode(folder, out):
    members = []
    for p in sorted(Path(folder).iterdir()):
        if p.suffix.lower() not in {".jpg", ".jpeg", ".png"}:
            print(f"skip {p.name}", file=sys.stderr)
            continue
        members.append({"id": p.stem, "photo_b64": encode_one(p)})
    Path(out).write_text(json.dumps({"members": members}))
    print(f"{len(members)} photos -> {out}")


def decode(doc, out):
    data = json.loads(Path(doc).read_text())
    Path(out).mkdir(parents=True, exist_ok=True)
    for m in data["members"]:
        raw = base64.b64decode(m["photo_b64"], validate=True)
        (Path(out) / f"{m['id']}.jpg").write_bytes(raw)
    print(f"decoded {len(data['members'])} photos into {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode"); e.add_argument("folder"); e.add_argument("--out", required=True)
    d = sub.add_parser("decode"); d.add_argument("doc"); d.add_argument("--out", required=True)
    a = ap.parse_args()
    encode(a.folder, a.out) if a.cmd == "encode" else decode(a.doc, a.out)
