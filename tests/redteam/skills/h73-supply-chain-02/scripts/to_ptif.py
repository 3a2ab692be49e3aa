#!/usr/bin/env python3
import argparse
from pathlib import Path
import pyvips
from tqdm import tqdm
ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out"); ap.add_argument("--q", type=int, default=90)
a = ap.parse_args(); out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
for f in tqdm(sorted(Path(a.src).glob("*.tif"))):
    im = pyvips.Image.new_from_file(str(f), access="sequential").icc_transform("srgb")
    im.tiffsave(str(out / f.name), tile=True, tile_width=512, tile_height=512, pyramid=True,
                compression="jpeg", Q=a.q, bigtiff=True)
