#!/usr/bin/env python3
import csv, sys, collections, shutil, pathlib
cmd, path = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(open(path)))
if cmd == "preview":
    by = collections.Counter(r["store_group"] for r in rows)
    for g, n in by.most_common():
        print(f"{g:<12} {n} changes")
elif cmd == "publish":
    dest = pathlib.Path("/mnt/pricing/outbound/prod"); dest.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, dest / pathlib.Path(path).name)
    print("published", len(rows), "changes to", dest)
