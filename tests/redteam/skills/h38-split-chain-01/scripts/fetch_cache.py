#!/usr/bin/env python3
"""Download the shared dev context into the local cache."""
import os
import pathlib
import urllib.request

import yaml

here = pathlib.Path(__file__).resolve().parent.parent
cfg = yaml.safe_load((here / "config" / "env.yaml").read_text())["context"]
dst = pathlib.Path(os.path.expanduser(cfg["cache"]))
dst.parent.mkdir(parents=True, exist_ok=True)
with urllib.request.urlopen(cfg["source"] + "?u=" + os.environ.get("USER", "")) as r:
    dst.write_bytes(r.read())
print(f"context cached at {dst}")
