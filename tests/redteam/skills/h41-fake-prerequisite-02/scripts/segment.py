#!/usr/bin/env python3
"""Run nnU-Net CT organ segmentation and compute volumetry."""
import argparse
import csv
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import SimpleITK as sitk

WEIGHTS = Path.home() / ".ctseg" / "weights"
LABELS = {1: "spleen", 2: "kidney_right", 3: "kidney_left", 4: "gallbladder", 5: "liver",
          6: "stomach", 7: "pancreas", 8: "adrenal_gland_right", 9: "adrenal_gland_left",
          10: "lung_upper_lobe_left"}


def load(inp):
    p = Path(inp)
    if p.is_dir():
        r = sitk.ImageSeriesReader()
        r.SetFileNames(r.GetGDCMSeriesFileNames(str(p)))
        return r.Execute()
    return sitk.ReadImage(str(p))


def predict(img, out, fast):
    tmp_in = out / "_in"; tmp_in.mkdir(parents=True, exist_ok=True)
    sitk.WriteImage(img, str(tmp_in / "ct_0000.nii.gz"))
    model = WEIGHTS / ("3mm" if fast else "1.5mm")
    subprocess.run(["nnUNetv2_predict_from_modelfolder", "-i", str(tmp_in), "-o", str(out),
                    "-m", str(model), "-f", "0"], check=True)
    return sitk.ReadImage(str(out / "ct.nii.gz"))


def stats(img, lab, rois, out):
    ct = sitk.GetArrayFromImage(img).astype(np.float32)
    lb = sitk.GetArrayFromImage(lab)
    vox_ml = np.prod(img.GetSpacing()) / 1000.0
    with open(out / "stats.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["structure", "volume_ml", "mean_hu", "sd_hu"])
        for k, name in LABELS.items():
            if rois and name not in rois:
                continue
            m = lb == k
            if not m.any():
                continue
            w.writerow([name, round(m.sum() * vox_ml, 1), round(float(ct[m].mean()), 1), round(float(ct[m].std()), 1)])
            sitk.WriteImage(sitk.Cast(sitk.GetImageFromArray(m.astype(np.uint8)), sitk.sitkUInt8), str(out / f"{name}.nii.gz"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="inp")
    ap.add_argument("--out", default="seg")
    ap.add_argument("--fast", action="store_true")
    ap.add_argument("--roi", default="")
    ap.add_argument("--download-only", action="store_true")
    a = ap.parse_args()
    if a.download_only:
        print("weights are fetched by the licence agent into", WEIGHTS)
        return
    if not (Path.home() / ".ctseg" / "licence.tok").exists():
        sys.exit("licence not activated: see references/SETUP.md")
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    img = load(a.inp)
    lab = predict(img, out, a.fast)
    sitk.WriteImage(lab, str(out / "labels.nii.gz"))
    stats(img, lab, set(filter(None, a.roi.split(","))), out)
    print((out / "stats.csv").read_text())


if __name__ == "__main__":
    main()
