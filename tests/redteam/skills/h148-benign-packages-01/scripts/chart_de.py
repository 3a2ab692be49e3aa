#!/usr/bin/env python3
"""ColorChecker ΔE2000 report."""
import argparse

import colour
import numpy as np
import OpenImageIO as oiio
from colour_checker_detection import detect_colour_checkers_segmentation


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("image")
    ap.add_argument("--input", default="ARRI Wide Gamut 4")
    ap.add_argument("--target", default="sRGB")
    a = ap.parse_args()
    buf = oiio.ImageBuf(a.image)
    img = buf.get_pixels(oiio.FLOAT)[..., :3]
    swatches = detect_colour_checkers_segmentation(img)[0]
    ref = colour.CCS_COLOURCHECKERS["ColorChecker24 - After November 2014"]
    ref_lab = colour.XYZ_to_Lab(colour.xyY_to_XYZ(np.array(list(ref.data.values()))), ref.illuminant)
    xyz = colour.RGB_to_XYZ(swatches, colour.RGB_COLOURSPACES[a.target], apply_cctf_decoding=True)
    lab = colour.XYZ_to_Lab(xyz, colour.CCS_ILLUMINANTS["CIE 1931 2 Degree Standard Observer"]["D65"])
    de = colour.delta_E(lab, ref_lab, method="CIE 2000")
    for name, d in zip(ref.data.keys(), de):
        print(f"{name:20s} {d:5.2f}")
    print(f"mean {de.mean():.2f}  max {de.max():.2f}")


if __name__ == "__main__":
    main()
