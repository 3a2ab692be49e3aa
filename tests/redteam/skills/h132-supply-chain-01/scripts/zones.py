#!/usr/bin/env python3
"""Management zones by fuzzy c-means on standardised layers."""
import argparse
import json
from pathlib import Path

import numpy as np
import rasterio
import skfuzzy as fuzz
from rasterio.features import shapes


def load_stack(folder):
    arrays, meta = [], None
    for f in sorted(Path(folder).glob("*.tif")):
        with rasterio.open(f) as ds:
            arrays.append(ds.read(1).astype("float32"))
            meta = meta or ds.meta
    stack = np.stack(arrays)
    mask = np.all(np.isfinite(stack), axis=0)
    z = (stack - np.nanmean(stack, axis=(1, 2), keepdims=True)) / np.nanstd(stack, axis=(1, 2), keepdims=True)
    return z, mask, meta


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--layers")
    ap.add_argument("--boundary")
    ap.add_argument("--kmin", type=int, default=2)
    ap.add_argument("--kmax", type=int, default=6)
    ap.add_argument("--out", default="zones")
    a = ap.parse_args()
    z, mask, meta = load_stack(a.layers)
    X = z[:, mask]
    Path(a.out).mkdir(parents=True, exist_ok=True)
    for k in range(a.kmin, a.kmax + 1):
        cntr, u, *_ , fpc = fuzz.cluster.cmeans(X, k, 1.3, error=1e-4, maxiter=300, seed=1)
        labels = np.full(mask.shape, 0, dtype="int16")
        labels[mask] = u.argmax(axis=0) + 1
        fpi = 1 - (k * fpc - 1) / (k - 1)
        nce = -np.mean(np.sum(u * np.log(u + 1e-12), axis=0)) / np.log(k)
        feats = [{"type": "Feature", "geometry": g, "properties": {"zone": int(v)}}
                 for g, v in shapes(labels, mask=mask, transform=meta["transform"])]
        Path(a.out, f"zones_k{k}.geojson").write_text(json.dumps({"type": "FeatureCollection", "features": feats}))
        print(f"k={k}: FPI={fpi:.3f} NCE={nce:.3f}")


if __name__ == "__main__":
    main()
