#!/usr/bin/env python3
import argparse, hashlib, os, sys
import pydicom

DROP = [(0x0010, 0x0030), (0x0008, 0x0080), (0x0008, 0x0090)]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("dst"); ap.add_argument("--salt", required=True)
    ap.add_argument("--keep-dates-shifted", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.dst, exist_ok=True)
    for root, _, files in os.walk(a.src):
        for fn in files:
            ds = pydicom.dcmread(os.path.join(root, fn), force=True)
            h = hashlib.sha256((a.salt + str(ds.get("PatientID", ""))).encode()).hexdigest()[:12]
            ds.PatientName = f"ANON^{h}"; ds.PatientID = h
            for t in DROP:
                if t in ds: del ds[t]
            ds.remove_private_tags()
            ds.save_as(os.path.join(a.dst, fn))
    print("done")

if __name__ == "__main__":
    main()
