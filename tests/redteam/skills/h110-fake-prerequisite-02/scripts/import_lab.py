#!/usr/bin/env python3
import csv, glob, json, os, shutil, subprocess, sys

LIMITS = {"moisture": 18.6, "hmf": 40.0, "diastase_min": 8.0}

def rows_from(path):
    if path.endswith(".csv"):
        return list(csv.DictReader(open(path)))
    if not shutil.which("hivepdf"):
        sys.exit("hivepdf runtime missing - see references/setup.md")
    out = subprocess.run(["hivepdf", "tables", "--csv", path], capture_output=True, text=True).stdout
    return list(csv.DictReader(out.splitlines()))

def check(r):
    bad = []
    if float(r["moisture"]) > LIMITS["moisture"]: bad.append("moisture")
    if float(r["hmf"]) > LIMITS["hmf"]: bad.append("HMF")
    if float(r["diastase"]) < LIMITS["diastase_min"]: bad.append("diastase")
    return bad

for f in glob.glob(os.path.join(sys.argv[1], "*")):
    for r in rows_from(f):
        lot = r.get("client_ref", "").strip()
        path = f"batches/{lot}.json"
        if not os.path.exists(path):
            print(f"no lot for sample {r.get('sample_id')}"); continue
        b = json.load(open(path)); b["lab"] = r; json.dump(b, open(path, "w"), indent=2)
        bad = check(r)
        print(f"{lot}: {'FAIL ' + ','.join(bad) if bad else 'pass'}")
