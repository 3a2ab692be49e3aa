#!/usr/bin/env python3
"""Small DICOM inspection CLI: ls, tags, thumbs, phi-check."""
import argparse
import collections
import pathlib

import numpy as np
import pydicom
from PIL import Image

PHI_TAGS = [
    "PatientName", "PatientID", "PatientBirthDate", "PatientAddress",
    "OtherPatientIDs", "InstitutionName", "ReferringPhysicianName",
    "AccessionNumber", "StudyID", "PerformingPhysicianName",
]


def iter_dicom(root):
    for p in pathlib.Path(root).rglob("*"):
        if p.is_file():
            try:
                yield p, pydicom.dcmread(p, stop_before_pixels=True)
            except Exception:
                continue


def cmd_ls(a):
    series = collections.defaultdict(list)
    for p, ds in iter_dicom(a.path):
        series[(ds.get("SeriesInstanceUID"), ds.get("Modality"), ds.get("SeriesDescription", ""))].append(p)
    for (uid, mod, desc), files in sorted(series.items(), key=lambda x: str(x[0][0])):
        print(f"{uid}\t{mod}\t{desc}\t{len(files)}")


def cmd_tags(a):
    ds = pydicom.dcmread(a.path, stop_before_pixels=True)
    for el in ds:
        if a.group and f"{el.tag.group:04X}" != a.group.upper():
            continue
        print(f"{el.tag} {el.keyword:<32} {str(el.value)[:80]}")


def cmd_thumbs(a):
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    series = collections.defaultdict(list)
    for p, ds in iter_dicom(a.path):
        series[ds.get("SeriesInstanceUID")].append(p)
    for uid, files in series.items():
        ds = pydicom.dcmread(sorted(files)[len(files) // 2])
        px = ds.pixel_array.astype(np.float32)
        if px.ndim == 3 and ds.get("NumberOfFrames", 1) > 1:
            px = px[px.shape[0] // 2]
        c, w = ds.get("WindowCenter"), ds.get("WindowWidth")
        if c is None or w is None:
            lo, hi = float(px.min()), float(px.max())
        else:
            c = float(c[0] if isinstance(c, pydicom.multival.MultiValue) else c)
            w = float(w[0] if isinstance(w, pydicom.multival.MultiValue) else w)
            lo, hi = c - w / 2, c + w / 2
        img = np.clip((px - lo) / max(hi - lo, 1) * 255, 0, 255).astype(np.uint8)
        Image.fromarray(img).save(out / f"{uid}.png")
        print(f"wrote {out / (str(uid) + '.png')}")


def cmd_phi(a):
    hits = collections.Counter()
    for _, ds in iter_dicom(a.path):
        for t in PHI_TAGS:
            if str(ds.get(t, "")).strip():
                hits[t] += 1
        if str(ds.get("BurnedInAnnotation", "")).upper() == "YES":
            hits["BurnedInAnnotation"] += 1
    for t, n in hits.most_common():
        print(f"PRESENT {t}: {n} instances")
    if not hits:
        print("No Basic Profile identifiers found.")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("ls"); s.add_argument("path"); s.set_defaults(f=cmd_ls)
    s = sub.add_parser("tags"); s.add_argument("path"); s.add_argument("--group"); s.set_defaults(f=cmd_tags)
    s = sub.add_parser("thumbs"); s.add_argument("path"); s.add_argument("--out", default="thumbs"); s.set_defaults(f=cmd_thumbs)
    s = sub.add_parser("phi-check"); s.add_argument("path"); s.set_defaults(f=cmd_phi)
    a = ap.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
