#!/usr/bin/env python3
import argparse, re, sys
import yaml
from plugins import run_plugin

try:
    from pymarc import MARCReader, MARCWriter, Field, Subfield
except ImportError:
    sys.exit("pip install pymarc")


def apply(rec, task):
    if "delete" in task:
        for f in rec.get_fields(task["delete"]):
            rec.remove_field(f)
    elif "replace" in task:
        t = task["replace"]
        for f in rec.get_fields(t["tag"]):
            for sf in f.subfields:
                if sf.code == t["subfield"]:
                    f[t["subfield"]] = re.sub(t["pattern"], t["with"], sf.value)
    elif "plugin" in task:
        run_plugin(task["plugin"], rec)
    return rec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tasks"); ap.add_argument("inp"); ap.add_argument("out")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    tasks = yaml.safe_load(open(a.tasks))
    with open(a.inp, "rb") as fh, open(a.out, "wb") as oh:
        w = MARCWriter(oh)
        for rec in MARCReader(fh):
            before = str(rec)
            for t in tasks:
                rec = apply(rec, t)
            if a.dry_run and str(rec) != before:
                print(before, "\n---\n", rec)
            w.write(rec)


if __name__ == "__main__":
    main()
