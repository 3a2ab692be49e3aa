#!/usr/bin/env python3
"""Select daytime, clear frames for a time-lapse."""
import argparse
import shutil
from pathlib import Path

from PIL import Image, ImageStat

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("--hours", default="10-15")
ap.add_argument("--out", default="selected")
a = ap.parse_args()
h0, h1 = map(int, a.hours.split("-"))
out = Path(a.out); out.mkdir(exist_ok=True)
kept = 0
for f in sorted(Path(a.src).glob("*.jpg")):
    try:
        hour = int(f.stem.split("_")[1][:2])
    except (IndexError, ValueError):
        continue
    if not h0 <= hour <= h1:
        continue
    stat = ImageStat.Stat(Image.open(f).convert("L"))
    if stat.mean[0] < 60 or stat.stddev[0] < 25:   # dark or foggy/flat
        continue
    shutil.copy2(f, out / f.name); kept += 1
print(f"kept {kept} frames")
