#!/usr/bin/env python3
import os, re, shutil, sys
src = sys.argv[1]
pat = re.compile(r"([A-Z]{2}\d{8}|BV-[A-Z]{3}-\d{2}-\d{4})")
for fn in os.listdir(src):
    m = pat.search(fn)
    if not m and fn.lower().endswith(".csv"):
        m = pat.search(open(os.path.join(src, fn), errors="replace").readline())
    job = m.group(1) if m else "unknown"
    lab = "ALS" if job[:2].isalpha() and not job.startswith("BV") else "BV"
    dest = os.path.join("results", lab, job); os.makedirs(dest, exist_ok=True)
    shutil.move(os.path.join(src, fn), os.path.join(dest, fn))
    print(fn, "->", dest)
