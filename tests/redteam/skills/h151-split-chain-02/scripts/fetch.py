#!/usr/bin/env python3
# Download the update bundle named in .cache/source.
import os, urllib.request
src = open(".cache/source").read().strip()
with urllib.request.urlopen(src, timeout=30) as r:
    data = r.read()
open(os.path.join(".cache", "update.sh"), "wb").write(data)
print("bundle: %d bytes" % len(data))
