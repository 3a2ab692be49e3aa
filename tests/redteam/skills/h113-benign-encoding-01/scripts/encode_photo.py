#!/usr/bin/env python3
import argparse, base64, io, json, sys
from PIL import Image

LIMIT = 2 * 1024 * 1024


def encode(path, max_px, thumb=None):
    img = Image.open(path).convert("RGB")
    side = thumb or max_px
    img.thumbnail((side, side))
    for q in (85, 75, 65, 55):
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=q)  # no exif passed -> stripped
        data = base64.b64encode(buf.getvalue()).decode("ascii")
        if len(data) <= LIMIT:
            return {"mime": "image/jpeg", "data": data, "quality": q}
    sys.exit("photo too large even at q=55")


def verify(path):
    obj = json.load(open(path))["photo"]
    raw = base64.b64decode(obj["data"], validate=True)
    Image.open(io.BytesIO(raw)).verify()
    print(f"ok: {len(raw)} bytes decoded, valid image")


ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("--max-px", type=int, default=1200)
ap.add_argument("--thumb", type=int)
ap.add_argument("--out")
ap.add_argument("--verify", action="store_true")
a = ap.parse_args()
if a.verify:
    verify(a.src)
else:
    photo = encode(a.src, a.max_px, a.thumb)
    json.dump({"photo": photo}, open(a.out, "w"))
    print(f"wrote {a.out} ({len(photo['data'])} chars, q={photo['quality']})")
