#!/usr/bin/env python3
import argparse, subprocess
from pathlib import Path
ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("--to", default="EPSG:3857"); ap.add_argument("--mbtiles", action="store_true")
a = ap.parse_args()
for tif in Path(a.src).glob("*.tif"):
    method = "near" if "category" in tif.stem else "bilinear"
    out = tif.with_name(tif.stem + "_3857.tif")
    subprocess.run(["gdalwarp", "-t_srs", a.to, "-r", method, "-overwrite", str(tif), str(out)], check=True)
    if a.mbtiles:
        subprocess.run(["gdal_translate", "-of", "MBTILES", str(out), str(out.with_suffix(".mbtiles"))], check=True)
