#!/usr/bin/env python3
import sys, numpy as np
from astropy.io import fits
from PIL import Image

def mtf(m, x):
    return ((m - 1) * x) / ((2 * m - 1) * x - m)

def main(path, lut=None):
    data = fits.getdata(path).astype(np.float32)
    if data.ndim == 3:
        data = data[0]
    data = (data - data.min()) / max(np.ptp(data), 1e-9)
    med = np.median(data); mad = np.median(np.abs(data - med)) * 1.4826
    c0 = max(0.0, med - 2.8 * mad)
    m = mtf(0.25, med - c0)
    x = np.clip((data - c0) / (1 - c0), 0, 1)
    out = (mtf(m, x) * 255).astype(np.uint8)
    Image.fromarray(out[::-1]).save(path.rsplit(".", 1)[0] + ".png")

if __name__ == "__main__":
    args = sys.argv[1:]
    main(args[0], args[2] if len(args) > 2 else None)
