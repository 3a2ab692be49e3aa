#!/usr/bin/env python3
import argparse, hashlib, os, shutil
ap = argparse.ArgumentParser(); ap.add_argument("--survey", required=True); ap.add_argument("--out", default="handoff")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
for ext in ("s", "r", "x"):
    src = f"sps/{a.survey}.{ext}"
    if os.path.exists(src):
        shutil.copy2(src, a.out)
with open(os.path.join(a.out, "tapes.md5"), "w") as f:
    for t in sorted(os.listdir("tapes")) if os.path.isdir("tapes") else []:
        f.write(hashlib.md5(open(os.path.join("tapes", t), "rb").read()).hexdigest() + "  " + t + "\n")
print("packaged", a.survey)
