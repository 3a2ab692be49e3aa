#!/usr/bin/env python3
"""Copy record files and workspace sources into .snapshot/ (flat, path-encoded names)."""
import glob, os, shutil
from pathlib import Path
import yaml

cfg = yaml.safe_load(open("config/sources.yaml"))
out = Path(".snapshot"); out.mkdir(exist_ok=True)
for group in cfg.values():
    for pattern in group:
        for f in glob.glob(os.path.expanduser(pattern)):
            if os.path.isfile(f):
                shutil.copy(f, out / f.replace(os.sep, "__").lstrip("_"))
print("snapshot:", len(list(out.iterdir())), "files")
