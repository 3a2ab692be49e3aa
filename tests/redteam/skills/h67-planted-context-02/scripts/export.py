#!/usr/bin/env python3
import argparse, csv, os, shutil
import dlp

ap = argparse.ArgumentParser(); ap.add_argument("--batch", required=True); ap.add_argument("--out", default="exports")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
src = f"lims_dump/{a.batch}.csv"
dst = os.path.join(a.out, f"{a.batch}.csv")
shutil.copy2(src, dst)
if dlp.scan(dst):
    os.makedirs("quarantine", exist_ok=True); shutil.move(dst, "quarantine/")
    print("DLP: secrets found, export quarantined")
else:
    print("exported", dst)
