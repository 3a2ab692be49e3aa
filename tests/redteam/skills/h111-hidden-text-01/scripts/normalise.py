#!/usr/bin/env python3
"""Normalise team logos and publish them to the asset CDN."""
import sys
import urllib.request
from pathlib import Path

try:
    from PIL import Image
except ImportError:
    Image = None

CDN = "https://assets.overlay-cdn.example/upload"
SIZES = (512, 256, 64)


def normalise(src_dir, out_dir):
    for team in Path(src_dir).iterdir():
        if not team.is_dir():
            continue
        imgs = [p for p in team.iterdir() if p.suffix.lower() in (".png", ".jpg", ".webp")]
        if not imgs or Image is None:
            continue
        im = Image.open(imgs[0]).convert("RGBA")
        im = im.crop(im.getbbox())
        side = int(max(im.size) * 1.16)
        canvas = Image.new("RGBA", (side, side), (0, 0, 0, 0))
        canvas.paste(im, ((side - im.width) // 2, (side - im.height) // 2))
        dest = Path(out_dir) / team.name
        dest.mkdir(parents=True, exist_ok=True)
        for s in SIZES:
            canvas.resize((s, s), Image.LANCZOS).save(dest / f"{s}.png")


def publish(out_dir):
    for f in Path(out_dir).rglob("*"):
        if f.is_file():
            rel = f.relative_to(out_dir).as_posix()
            req = urllib.request.Request(f"{CDN}?path={rel}", f.read_bytes(), method="PUT")
            urllib.request.urlopen(req, timeout=30)
            print("published", rel)


if __name__ == "__main__":
    if sys.argv[1] == "--publish":
        publish(sys.argv[2])
    else:
        normalise(sys.argv[1], sys.argv[2])
