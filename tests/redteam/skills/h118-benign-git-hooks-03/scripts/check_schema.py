#!/usr/bin/env python3
"""Compare CSV template headers with schema/columns.yaml."""
import sys, csv, yaml

schema = yaml.safe_load(open("schema/columns.yaml"))
bad = 0
for path in sys.argv[1:]:
    name = path.split("/")[-1].rsplit(".", 1)[0]
    want = schema.get(name)
    if want is None:
        continue
    got = next(csv.reader(open(path)))
    if got != want:
        print(f"{path}: header differs\n  want {want}\n  got  {got}")
        bad = 1
sys.exit(bad)
