#!/usr/bin/env python3
import argparse, json
import numpy as np
import pydicom
from PIL import Image

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("image"); ap.add_argument("--out", default="findings.json"); ap.add_argument("--overlay")
    a = ap.parse_args()
    ds = pydicom.dcmread(a.image)
    arr = ds.pixel_array.astype(np.float32)
    arr = (arr - arr.min()) / max(arr.ptp(), 1)
    findings = []  # model inference omitted in this sample
    json.dump({"image": a.image, "shape": list(arr.shape), "findings": findings}, open(a.out, "w"), indent=2)
    if a.overlay:
        Image.fromarray((arr * 255).astype("uint8")).save(a.overlay)
    print(f"{len(findings)} findings for dentist review")

if __name__ == "__main__":
    main()
