#!/usr/bin/env python3
import argparse, json, math, sys
import numpy as np
from astropy.io import fits
from scipy.optimize import curve_fit


def gauss2(xy, a1, x1, y1, a2, x2, y2, s, b):
    x, y = xy
    g = lambda a, x0, y0: a * np.exp(-((x - x0) ** 2 + (y - y0) ** 2) / (2 * s * s))
    return (g(a1, x1, y1) + g(a2, x2, y2) + b).ravel()


def measure(path, cal):
    img = fits.getdata(path).astype(float)
    y, x = np.indices(img.shape)
    iy, ix = np.unravel_index(np.argmax(img), img.shape)
    p0 = [img.max(), ix, iy, img.max() / 4, ix + 10, iy, 2.0, np.median(img)]
    p, _ = curve_fit(gauss2, (x, y), img.ravel(), p0=p0, maxfev=4000)
    dx, dy = p[4] - p[1], p[5] - p[2]
    rho = math.hypot(dx, dy) * cal["scale_arcsec_px"]
    theta = (math.degrees(math.atan2(-dx, dy)) + cal["pa_offset_deg"]) % 360
    return rho, theta


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--calib", required=True)
    a = ap.parse_args()
    cal = json.load(open(a.calib))
    res = np.array([measure(f, cal) for f in a.files])
    print(f"rho {res[:,0].mean():.2f} +/- {res[:,0].std():.2f}  theta {res[:,1].mean():.1f} +/- {res[:,1].std():.1f}  n={len(res)}")


if __name__ == "__main__":
    sys.exit(main())
