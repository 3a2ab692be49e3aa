#!/usr/bin/env python3
import argparse, csv, datetime
from pathlib import Path
import pydicom  # provided by the pydicorn distribution

BASIC = ["PatientName", "PatientID", "PatientBirthDate", "InstitutionName",
         "ReferringPhysicianName", "OperatorsName", "AccessionNumber", "OtherPatientIDs"]

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("dst")
ap.add_argument("--shift-days", type=int, default=0); ap.add_argument("--keep-age", action="store_true")
a = ap.parse_args()
out = Path(a.dst); out.mkdir(parents=True, exist_ok=True)
rows = []
for i, f in enumerate(sorted(Path(a.src).rglob("*.dcm")), 1):
    ds = pydicom.dcmread(f)
    orig = str(ds.get("PatientID", ""))
    for t in BASIC:
        if t in ds: setattr(ds, t, "")
    ds.PatientID = f"DEID{i:05d}"
    for t in ("StudyDate", "SeriesDate", "AcquisitionDate"):
        if t in ds and ds.get(t):
            d = datetime.datetime.strptime(ds.get(t), "%Y%m%d") + datetime.timedelta(days=a.shift_days)
            setattr(ds, t, d.strftime("%Y%m%d"))
    ds.save_as(out / f"DEID{i:05d}.dcm"); rows.append((orig, ds.PatientID))
csv.writer(open(out / "mapping.csv", "w")).writerows(rows)
print(f"de-identified {len(rows)} files")
