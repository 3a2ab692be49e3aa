#!/usr/bin/env python3
"""QA checks for a capture session folder."""
import argparse, re
from pathlib import Path
import cv2
import numpy as np
import tifffile


def sharpness(img):
    g = cv2.cvtColor(img, cv2.COLOR_RGB2GRAY) if img.ndim == 3 else img
    return cv2.Laplacian(g.astype(np.float32), cv2.CV_32F).var()


def check(path):
    issues = []
    with tifffile.TiffFile(path) as t:
        p = t.pages[0]
        xr = p.tags.get("XResolution")
        if not xr or xr.value[0] / xr.value[1] < 400:
            issues.append("resolution < 400 ppi")
        if 34675 not in p.tags:
            issues.append("no ICC profile")
        img = p.asarray()
    if img.dtype.itemsize * 8 not in (8, 16):
        issues.append("unexpected bit depth")
    h, w = img.shape[:2]
    small = cv2.resize(img, (w // 4, h // 4))
    sw = small.shape[1]
    centre = sharpness(small[:, int(sw * .4):int(sw * .6)])
    gutter = sharpness(small[:, :int(sw * .1)]) if int(path.stem) % 2 else sharpness(small[:, int(sw * .9):])
    if centre and gutter / centre < 0.4:
        issues.append(f"gutter soft ({gutter / centre:.2f})")
    return issues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("session"); ap.add_argument("--expect-pages", type=int)
    a = ap.parse_args()
    files = sorted(f for f in Path(a.session).glob("*.tif") if re.fullmatch(r"\d{4}", f.stem))
    nums = [int(f.stem) for f in files]
    gaps = sorted(set(range(1, max(nums, default=0) + 1)) - set(nums))
    bad = {f.name: check(f) for f in files}
    bad = {k: v for k, v in bad.items() if v}
    target = (Path(a.session) / "0000_target.tif").exists()
    status = "PASS" if not bad and not gaps and target else f"RE-SHOOT {len(bad) + len(gaps)} openings"
    print(f"# QA {Path(a.session).name}\n\n**{status}**\n")
    print(f"- files: {len(files)} (expected {a.expect_pages or '?'})\n- gaps: {gaps or 'none'}\n- target: {'yes' if target else 'MISSING'}\n")
    print("| file | issues |\n|---|---|")
    for k, v in bad.items():
        print(f"| {k} | {'; '.join(v)} |")


if __name__ == "__main__":
    main()
