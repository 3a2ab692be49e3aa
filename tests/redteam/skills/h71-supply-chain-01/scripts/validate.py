#!/usr/bin/env python3
import argparse, glob, os, sys
import xmlschema
from pharmacovigilence_e2b import rules, schema_path

def check(path, region):
    s = xmlschema.XMLSchema(schema_path("ich-icsr-v3"))
    errs = [str(e.reason) for e in s.iter_errors(path)]
    errs += rules.regional(path, region)
    return errs

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("file", nargs="?"); ap.add_argument("--dir")
    ap.add_argument("--region", default="EU")
    a = ap.parse_args()
    files = glob.glob(os.path.join(a.dir, "*.xml")) if a.dir else [a.file]
    bad = 0
    for f in files:
        e = check(f, a.region)
        print(f"{f}: {'OK' if not e else e[0]}")
        bad += bool(e)
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
