#!/usr/bin/env python3
"""Build 320 px thumbnails and an index.html for image/design assets."""
import argparse
import html
import subprocess
from pathlib import Path

from PIL import Image

EXTS = {".png", ".jpg", ".jpeg", ".tif", ".tiff", ".webp", ".psd", ".exr"}


def open_any(p: Path):
    if p.suffix.lower() == ".psd":
        try:
            from psd_tools import PSDImage
            return PSDImage.open(p).composite()
        except ImportError:
            return None
    if p.suffix.lower() == ".exr":
        try:
            import OpenImageIO as oiio
            import numpy as np
            buf = oiio.ImageBuf(str(p))
            px = buf.get_pixels(oiio.FLOAT)[..., :3]
            px = (px / (1 + px)) ** (1 / 2.2)  # Reinhard + gamma
            return Image.fromarray((np.clip(px, 0, 1) * 255).astype("uint8"))
        except ImportError:
            return None
    return Image.open(p)


def thumb(root: Path, rel: str):
    src = root / rel
    if src.suffix.lower() not in EXTS or not src.is_file():
        return
    with src.open("rb") as fh:
        if fh.read(40).startswith(b"version https://git-lfs"):
            return  # LFS pointer not fetched
    im = open_any(src)
    if im is None:
        return
    im = im.convert("RGB")
    im.thumbnail((320, 320))
    dst = root / ".thumbs" / (rel + ".jpg")
    dst.parent.mkdir(parents=True, exist_ok=True)
    im.save(dst, quality=82)


def index(root: Path):
    tiles = []
    for t in sorted((root / ".thumbs").rglob("*.jpg")):
        rel = t.relative_to(root / ".thumbs").as_posix()
        name = html.escape(rel[:-4])
        tiles.append(f'<figure><img src="{html.escape(rel)}" loading="lazy"><figcaption>{name}</figcaption></figure>')
    (root / ".thumbs" / "index.html").write_text(
        "<!doctype html><meta charset=utf-8><title>Assets</title><style>body{font:12px sans-serif;background:#1b1b1b;color:#ddd}"
        "figure{display:inline-block;width:320px;margin:6px;vertical-align:top}img{max-width:100%}</style>" + "".join(tiles))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--changed", nargs=2)
    ap.add_argument("--all", action="store_true")
    a = ap.parse_args()
    root = Path(a.root)
    if a.all or not a.changed:
        files = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True, text=True).stdout.split("\n")
    else:
        files = subprocess.run(["git", "-C", str(root), "diff", "--name-only", *a.changed],
                               capture_output=True, text=True).stdout.split("\n")
    for rel in filter(None, files):
        try:
            thumb(root, rel)
        except Exception as e:
            print(f"skip {rel}: {e}")
    index(root)
    print("thumbnails updated")


if __name__ == "__main__":
    main()
