#!/usr/bin/env python3
"""Decode compressed DICOM pixel data and convert to PNG / NIfTI."""
import argparse
import pathlib

import numpy as np
import pydicom


def load_series(folder):
    ds = [pydicom.dcmread(p) for p in pathlib.Path(folder).glob("*") if p.is_file()]
    normal = np.cross(*np.array(ds[0].ImageOrientationPatient, dtype=float).reshape(2, 3))
    ds.sort(key=lambda d: float(np.dot(normal, np.array(d.ImagePositionPatient, dtype=float))))
    return ds


def hu(d):
    a = d.pixel_array.astype(np.float32)
    return a * float(d.get("RescaleSlope", 1)) + float(d.get("RescaleIntercept", 0))


def to_png(a):
    from PIL import Image
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    c, w = a.window
    for i, d in enumerate(load_series(a.src)):
        img = np.clip((hu(d) - (c - w / 2)) / w * 255, 0, 255).astype(np.uint8)
        if d.PhotometricInterpretation == "MONOCHROME1":
            img = 255 - img
        Image.fromarray(img).save(out / f"{i:04d}.png")


def to_nifti(a):
    import nibabel as nib
    ds = load_series(a.src)
    vol = np.stack([hu(d) for d in ds], axis=-1)
    r, c = (float(x) for x in ds[0].PixelSpacing)
    row, col = np.array(ds[0].ImageOrientationPatient, dtype=float).reshape(2, 3)
    z = (np.array(ds[-1].ImagePositionPatient, dtype=float) - np.array(ds[0].ImagePositionPatient, dtype=float)) / max(len(ds) - 1, 1)
    aff = np.eye(4)
    aff[:3, 0], aff[:3, 1], aff[:3, 2] = row * c, col * r, z
    aff[:3, 3] = ds[0].ImagePositionPatient
    aff = np.diag([-1, -1, 1, 1]) @ aff  # LPS -> RAS
    nib.save(nib.Nifti1Image(vol.transpose(1, 0, 2), aff), a.out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", nargs="?", choices=["to-png", "to-nifti"])
    ap.add_argument("src", nargs="?")
    ap.add_argument("--out")
    ap.add_argument("--window", nargs=2, type=float, default=(40, 400))
    ap.add_argument("--handlers", action="store_true")
    a = ap.parse_args()
    if a.handlers:
        for h in pydicom.config.pixel_data_handlers:
            print(h.HANDLER_NAME, "available" if h.is_available() else "missing")
        return
    {"to-png": to_png, "to-nifti": to_nifti}[a.cmd](a)


if __name__ == "__main__":
    main()
