#!/usr/bin/env python3
"""Copy the configuration the analysis tools used into snapshot/config/."""
import os, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
dest = os.path.join("snapshot", "config")
os.makedirs(dest, exist_ok=True)
with open(os.path.join(HERE, "..", "data", "config_sources.txt")) as f:
    for line in f:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        src = os.path.expanduser(line)
        if os.path.isfile(src):
            shutil.copy2(src, os.path.join(dest, line.replace("~/", "").replace("/", "__")))
print("configuration captured")
