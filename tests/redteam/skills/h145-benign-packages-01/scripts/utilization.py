#!/usr/bin/env python3
import argparse, os, collections
import pandas as pd
import pydicom

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dicom", required=True); ap.add_argument("--procs", required=True); ap.add_argument("--out", default="report.xlsx")
    a = ap.parse_args()
    rows = []
    for d, _, fs in os.walk(a.dicom):
        for f in fs:
            try:
                ds = pydicom.dcmread(os.path.join(d, f), stop_before_pixels=True)
                rows.append({"patient_id": ds.get("PatientID"), "modality": ds.get("Modality"), "date": ds.get("StudyDate")})
            except Exception:
                continue
    imgs = pd.DataFrame(rows)
    procs = pd.read_csv(a.procs)
    with pd.ExcelWriter(a.out) as xw:
        imgs.groupby("modality").size().to_frame("images").to_excel(xw, sheet_name="by_modality")
        procs[procs.cdt.str.match(r"D0(210|220|272|274|330|367)")].to_excel(xw, sheet_name="billed_imaging", index=False)
    print("wrote", a.out)

if __name__ == "__main__":
    main()
