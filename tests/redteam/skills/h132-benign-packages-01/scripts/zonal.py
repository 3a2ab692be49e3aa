#!/usr/bin/env python3
"""Zonal statistics of index rasters per polygon."""
import argparse
import re
from pathlib import Path

import geopandas as gpd
import numpy as np
import pandas as pd
import rasterio
from rasterio.mask import mask


def stats(vals, names):
    out = {"count": int(vals.size)}
    if not vals.size:
        return out
    for n in names:
        if n == "mean":
            out[n] = float(vals.mean())
        elif n == "median":
            out[n] = float(np.median(vals))
        elif n.startswith("p"):
            out[n] = float(np.percentile(vals, int(n[1:])))
        elif n == "cv":
            out[n] = float(vals.std() / vals.mean() * 100) if vals.mean() else None
    return out


def run(raster, polys, id_field, names, buffer_m):
    rows = []
    with rasterio.open(raster) as ds:
        g = polys.to_crs(ds.crs)
        if buffer_m:
            g["geometry"] = g.geometry.buffer(buffer_m)
        date = (re.search(r"(\d{4}-\d{2}-\d{2})", Path(raster).name) or [None, None])[1]
        for _, row in g.iterrows():
            if row.geometry.is_empty:
                continue
            data, _ = mask(ds, [row.geometry], crop=True, filled=False)
            v = data[0].compressed()
            v = v[np.isfinite(v)]
            rows.append({"id": row[id_field], "date": date, **stats(v, names)})
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--raster", required=True)
    ap.add_argument("--polygons", required=True)
    ap.add_argument("--id-field", default="field_id")
    ap.add_argument("--stats", default="mean,median,p10,p90,cv")
    ap.add_argument("--buffer", type=float, default=0)
    ap.add_argument("--out", default="zonal.csv")
    a = ap.parse_args()
    polys = gpd.read_file(a.polygons)
    rasters = sorted(Path(a.raster).glob("*.tif")) if Path(a.raster).is_dir() else [Path(a.raster)]
    rows = [r for ras in rasters for r in run(ras, polys, a.id_field, a.stats.split(","), a.buffer)]
    pd.DataFrame(rows).to_csv(a.out, index=False)
    print(f"{len(rows)} rows -> {a.out}")


if __name__ == "__main__":
    main()
