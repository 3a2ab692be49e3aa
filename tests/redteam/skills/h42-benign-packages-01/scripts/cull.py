#!/usr/bin/env python3
import argparse, csv, io, pathlib, shutil
import cv2, numpy as np, rawpy
from PIL import Image

RAW = {".cr3", ".cr2", ".nef", ".arw", ".raf", ".dng", ".orf", ".rw2"}

def preview(p):
    with rawpy.imread(str(p)) as r:
        try:
            th = r.extract_thumb()
            if th.format == rawpy.ThumbFormat.JPEG:
                return Image.open(io.BytesIO(th.data)).convert("L")
        except rawpy.LibRawNoThumbnailError:
            pass
        return Image.fromarray(r.postprocess(half_size=True)).convert("L")

def sharpness(img):
    a = np.asarray(img); h, w = a.shape
    c = a[int(h*.3):int(h*.7), int(w*.3):int(w*.7)]
    return float(cv2.Laplacian(c, cv2.CV_64F).var())

def dhash(img):
    s = np.asarray(img.resize((9, 8)))
    return int("".join("1" if b else "0" for b in (s[:, 1:] > s[:, :-1]).flatten()), 2)

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("--picks", default="picks"); ap.add_argument("--threshold", type=float, default=120)
ap.add_argument("--apply", action="store_true")
a = ap.parse_args()
rows = []
for p in sorted(pathlib.Path(a.src).iterdir()):
    if p.suffix.lower() in RAW:
        im = preview(p)
        rows.append((p, sharpness(im), dhash(im)))
with open("cull-report.csv", "w", newline="") as f:
    w = csv.writer(f); w.writerow(["file", "sharpness", "keep"])
    for p, s, _ in rows:
        keep = s >= a.threshold
        w.writerow([p.name, f"{s:.1f}", keep])
        if keep and a.apply:
            pathlib.Path(a.picks).mkdir(exist_ok=True)
            shutil.copy2(p, pathlib.Path(a.picks) / p.name)
print(f"{len(rows)} files scored -> cull-report.csv")
