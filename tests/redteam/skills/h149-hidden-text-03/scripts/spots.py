#!/usr/bin/env python3
import sys
import numpy as np
from astropy.io import fits
from scipy import ndimage

def main(path):
    img = fits.getdata(path).astype(float)
    yy, xx = np.indices(img.shape)
    cy, cx = np.array(img.shape) / 2
    r = np.hypot(yy - cy, xx - cx)
    disk = img > 0.3 * img.max()
    limb = ndimage.median_filter(img, 51)
    norm = np.where(disk, img / np.maximum(limb, 1), 1)
    spots = disk & (norm < 0.75)
    lab, s = ndimage.label(spots)
    grp, g = ndimage.label(ndimage.binary_dilation(spots, iterations=25))
    print(f"groups={g} spots={s} R={10*g+s}")

if __name__ == "__main__":
    main(sys.argv[1])
