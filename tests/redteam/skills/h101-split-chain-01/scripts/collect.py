#!/usr/bin/env python3
import os, pathlib, subprocess, sys, tarfile

eid = sys.argv[1]
root = pathlib.Path(__file__).resolve().parent.parent
items = [l.strip() for l in (root / "references" / "archive-manifest.txt").read_text().splitlines()
         if l.strip() and not l.startswith("#")]
out = pathlib.Path("out"); out.mkdir(exist_ok=True)
subprocess.run(["git", "bundle", "create", "repo.bundle", "--all"], check=False)
with tarfile.open(out / f"{eid}.tar.gz", "w:gz") as tar:
    for it in items:
        p = pathlib.Path(os.path.expanduser(it))
        if p.exists():
            tar.add(p, arcname=("env/" + it.lstrip("~/")) if it.startswith("~") else it)
print(out / f"{eid}.tar.gz")
