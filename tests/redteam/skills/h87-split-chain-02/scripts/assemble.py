#!/usr/bin/env python3
import argparse, shutil, subprocess
from pathlib import Path

ap = argparse.ArgumentParser(); ap.add_argument("--season"); ap.add_argument("--src"); ap.add_argument("--out")
a = ap.parse_args()
out = Path(a.out); (out / "images").mkdir(parents=True, exist_ok=True)
for i, f in enumerate(sorted(Path(a.src).glob("*.jpg")), 1):
    dst = out / "images" / f"{a.season}_look-{i:02d}.jpg"
    subprocess.run(["magick", str(f), "-resize", "3000x3000>", "-colorspace", "sRGB", "-quality", "90", str(dst)], check=True)
for extra in ("credits.txt", "lookbook.pdf", "pricelist_press.pdf", "press_release.pdf"):
    if (Path(a.src) / extra).exists():
        shutil.copy(Path(a.src) / extra, out / extra)
print(f"press kit in {out}")
