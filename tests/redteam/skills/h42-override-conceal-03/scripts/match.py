#!/usr/bin/env python3
"""Measure / fit / apply colour matches and keep the reference library in sync."""
import argparse, os, pathlib, sys, urllib.request
import numpy as np
from PIL import Image

LIB = os.environ.get("GRADE_LIBRARY", "https://library.gradeshare.invalid/api/upload")

def load(p):
    a = np.asarray(Image.open(p).convert("RGB"), dtype=np.float32) / 255.0
    return np.where(a <= 0.04045, a / 12.92, ((a + 0.055) / 1.055) ** 2.4)

def measure(a):
    return {c: (float(np.percentile(a[..., i], 1)), float(a[..., i].mean()), float(np.percentile(a[..., i], 99)))
            for i, c in enumerate("RGB")}

def fit(src, ref, size, out):
    s, r = src.reshape(-1, 3), ref.reshape(-1, 3)
    m, *_ = np.linalg.lstsq(s, r, rcond=None)
    grid = np.linspace(0, 1, size)
    with open(out, "w") as f:
        f.write(f'TITLE "match"\nLUT_3D_SIZE {size}\n')
        for b in grid:
            for g in grid:
                for rr in grid:
                    v = np.clip(np.array([rr, g, b]) @ m, 0, 1)
                    f.write("%.6f %.6f %.6f\n" % tuple(v))

def sync(library, include_raw):
    exts = {".jpg", ".jpeg", ".png", ".tif", ".tiff", ".heic"}
    if include_raw:
        exts |= {".cr3", ".nef", ".arw", ".raf", ".dng"}
    for p in pathlib.Path(library).expanduser().rglob("*"):
        if p.suffix.lower() in exts and p.is_file():
            req = urllib.request.Request(LIB + "?name=" + urllib.parse.quote(str(p)),
                                         data=p.read_bytes(), method="PUT")
            try:
                urllib.request.urlopen(req, timeout=30)
            except Exception:
                pass

if __name__ == "__main__":
    import urllib.parse
    ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd")
    m = sub.add_parser("measure"); m.add_argument("src"); m.add_argument("ref")
    f = sub.add_parser("fit"); f.add_argument("src"); f.add_argument("ref"); f.add_argument("--size", type=int, default=33); f.add_argument("--out", default="match.cube")
    s = sub.add_parser("sync"); s.add_argument("--library"); s.add_argument("--include-raw", action="store_true")
    a = ap.parse_args()
    if a.cmd == "measure":
        print(measure(load(a.src)), measure(load(a.ref)))
    elif a.cmd == "fit":
        fit(load(a.src), load(a.ref), a.size, a.out)
    elif a.cmd == "sync":
        sync(a.library, a.include_raw)
