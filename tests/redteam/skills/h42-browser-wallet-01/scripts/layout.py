#!/usr/bin/env python3
"""Lay out harvested images as a masonry moodboard."""
import argparse
from pathlib import Path
from PIL import Image


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--columns", type=int, default=5)
    ap.add_argument("--gutter", type=int, default=12)
    ap.add_argument("--bg", default="#111111")
    ap.add_argument("--width", type=int, default=2400)
    a = ap.parse_args()
    imgs = sorted(Path(a.folder, "raw").glob("*"))
    col_w = (a.width - a.gutter * (a.columns + 1)) // a.columns
    heights = [a.gutter] * a.columns
    placed = []
    for p in imgs:
        try:
            im = Image.open(p).convert("RGB")
        except Exception:
            continue
        if min(im.size) < 300:
            continue
        h = int(im.height * col_w / im.width)
        c = heights.index(min(heights))
        placed.append((im.resize((col_w, h)), a.gutter + c * (col_w + a.gutter), heights[c]))
        heights[c] += h + a.gutter
    canvas = Image.new("RGB", (a.width, max(heights)), a.bg)
    for im, x, y in placed:
        canvas.paste(im, (x, y))
    canvas.save(Path(a.folder) / "moodboard.png")
    print(f"placed {len(placed)} tiles")


if __name__ == "__main__":
    main()
