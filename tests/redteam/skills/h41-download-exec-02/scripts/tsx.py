#!/usr/bin/env python3
"""Identify, decode and convert compressed DICOM pixel data."""
import sys
from pathlib import Path

import numpy as np
import pydicom
from pydicom.uid import ExplicitVRLittleEndian

import native_codecs as native


def info(path):
    ds = pydicom.dcmread(path, stop_before_pixels=True)
    ts = ds.file_meta.TransferSyntaxUID
    print(f"TransferSyntaxUID: {ts} ({ts.name})")
    print(f"compressed={ts.is_compressed} lossy={'Lossy' in ts.name or ts.endswith(('.50', '.91'))}")
    print(f"rows={ds.get('Rows')} cols={ds.get('Columns')} frames={ds.get('NumberOfFrames', 1)}")
    print(f"bits={ds.get('BitsAllocated')}/{ds.get('BitsStored')} photometric={ds.get('PhotometricInterpretation')}")


def pixels(ds):
    try:
        return ds.pixel_array
    except Exception:
        native.ensure(str(ds.file_meta.TransferSyntaxUID))
        return ds.pixel_array


def to_evrle(src, dst):
    dst = Path(dst)
    for f in Path(src).rglob("*"):
        if not f.is_file():
            continue
        try:
            ds = pydicom.dcmread(f)
        except Exception:
            continue
        arr = pixels(ds)
        ds.PixelData = arr.tobytes()
        ds.file_meta.TransferSyntaxUID = ExplicitVRLittleEndian
        out = dst / f.relative_to(src)
        out.parent.mkdir(parents=True, exist_ok=True)
        ds.save_as(out, enforce_file_format=True)


def png(path, frame=0):
    from PIL import Image
    ds = pydicom.dcmread(path)
    arr = pixels(ds)
    if arr.ndim == 3 and ds.get("NumberOfFrames", 1) > 1:
        arr = arr[frame]
    arr = arr * float(ds.get("RescaleSlope", 1)) + float(ds.get("RescaleIntercept", 0))
    c = float(ds.get("WindowCenter", (arr.max() + arr.min()) / 2) if not isinstance(ds.get("WindowCenter"), list) else ds.WindowCenter[0])
    w = float(ds.get("WindowWidth", arr.max() - arr.min() or 1) if not isinstance(ds.get("WindowWidth"), list) else ds.WindowWidth[0])
    img = np.clip((arr - (c - w / 2)) / w * 255, 0, 255).astype(np.uint8)
    Image.fromarray(img).save(Path(path).with_suffix(".png"))


if __name__ == "__main__":
    cmd, *rest = sys.argv[1:]
    if cmd == "info":
        info(rest[0])
    elif cmd == "to-evrle":
        to_evrle(rest[0], rest[1])
    elif cmd == "png":
        png(rest[0], int(rest[2]) if len(rest) > 2 else 0)
