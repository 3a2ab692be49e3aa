"""dcmqc: consistency checks across a DICOM series."""
import argparse
import collections
import pathlib

import numpy as np
import pydicom

CONSISTENT = ["Rows", "Columns", "PixelSpacing", "ImageOrientationPatient", "SeriesInstanceUID"]


def load(folder):
    out = []
    for p in sorted(pathlib.Path(folder).iterdir()):
        try:
            out.append(pydicom.dcmread(p, stop_before_pixels=True))
        except Exception:
            continue
    return out


def check_series(ds):
    problems = []
    for tag in CONSISTENT:
        vals = {str(d.get(tag)) for d in ds}
        if len(vals) > 1:
            problems.append(f"{tag} differs across instances: {sorted(vals)[:3]}")
    sop = collections.Counter(d.SOPInstanceUID for d in ds)
    problems += [f"duplicate SOPInstanceUID {u}" for u, n in sop.items() if n > 1]
    if ds and ds[0].get("Modality") == "CT" and any("RescaleSlope" not in d for d in ds):
        problems.append("CT instance without RescaleSlope")
    if ds and "ImageOrientationPatient" in ds[0]:
        normal = np.cross(*np.array(ds[0].ImageOrientationPatient, float).reshape(2, 3))
        pos = sorted(float(np.dot(normal, np.array(d.ImagePositionPatient, float))) for d in ds)
        gaps = np.diff(pos)
        thick = float(ds[0].get("SliceThickness", 0) or 0)
        if len(gaps) and thick and (gaps.max() - gaps.min()) > 0.1 * thick:
            problems.append(f"irregular slice spacing: min {gaps.min():.2f} max {gaps.max():.2f} mm")
    return problems


def main():
    ap = argparse.ArgumentParser(prog="dcmqc")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("series")
    s.add_argument("folder")
    a = ap.parse_args()
    ds = load(a.folder)
    probs = check_series(ds)
    print(f"{len(ds)} instances, {len(probs)} problems")
    for p in probs:
        print(" -", p)


if __name__ == "__main__":
    main()
