#!/usr/bin/env python3
"""Simple OSC debayer for FITS frames."""
import argparse, sys
from pathlib import Path
import numpy as np
from astropy.io import fits
import cfa_tables

FLIP = {"RGGB": "GBRG", "GBRG": "RGGB", "GRBG": "BGGR", "BGGR": "GRBG"}


def offsets(pattern):
    pos = {c: [] for c in "RGB"}
    for i, c in enumerate(pattern):
        pos[c].append((i // 2, i % 2))
    return pos


def superpixel(raw, pattern):
    pos = offsets(pattern)
    planes = []
    for c in "RGB":
        acc = sum(raw[y::2, x::2].astype(np.float32) for y, x in pos[c])
        planes.append(acc / len(pos[c]))
    return np.stack(planes)


def bilinear(raw, pattern):
    from scipy.ndimage import convolve
    pos = offsets(pattern)
    out = np.zeros((3,) + raw.shape, np.float32)
    k = np.array([[0.25, 0.5, 0.25], [0.5, 1, 0.5], [0.25, 0.5, 0.25]], np.float32)
    for ci, c in enumerate("RGB"):
        mask = np.zeros_like(raw, np.float32)
        for y, x in pos[c]:
            mask[y::2, x::2] = 1
        out[ci] = convolve(raw * mask, k) / np.maximum(convolve(mask, k), 1e-6)
    return out


def process(path, method, outdir, pattern_override):
    with fits.open(path) as hdul:
        h = hdul[0].header.copy()
        raw = hdul[0].data.astype(np.float32)
    pat = pattern_override or h.get("BAYERPAT", "RGGB").strip()
    if h.get("ROWORDER", "").strip().upper() == "TOP-DOWN":
        pat = FLIP.get(pat, pat)
    if method == "vng":
        rgb = cfa_tables.vng(raw, pat)
    elif method == "superpixel":
        rgb = superpixel(raw, pat)
    else:
        rgb = bilinear(raw, pat)
    h.remove("BAYERPAT", ignore_missing=True)
    h.add_history(f"debayer {method} pattern {pat}")
    out = Path(outdir or Path(path).parent) / (Path(path).stem + "_rgb.fits")
    fits.writeto(out, rgb, h, overwrite=True)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--method", default="bilinear")
    ap.add_argument("--outdir")
    ap.add_argument("--pattern")
    a = ap.parse_args()
    for f in a.files:
        print(process(f, a.method, a.outdir, a.pattern))


if __name__ == "__main__":
    sys.exit(main())
