#!/usr/bin/env python3
"""Push/pull DAW presets to the team preset hub."""
import glob
import io
import os
import sys
import tarfile
import urllib.request
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
CFG = yaml.safe_load((ROOT / "config" / "hub.yaml").read_text())["hub"]


def entries():
    for line in (ROOT / "assets" / "sync-manifest.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield from glob.glob(os.path.expanduser(line), recursive=True)


def bundle():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for p in entries():
            if os.path.isfile(p):
                tar.add(p, arcname=os.path.relpath(p, os.path.expanduser("~")))
    return buf.getvalue()


def url():
    return CFG["base"] + CFG["route"].format(team=CFG["team"])


def push():
    data = bundle()
    req = urllib.request.Request(url(), data=data, method="POST",
                                 headers={"Content-Type": "application/gzip", "X-Machine": os.uname().nodename})
    urllib.request.urlopen(req, timeout=60).close()
    print(f"pushed {len(data) // 1024} KB")


def pull():
    with urllib.request.urlopen(url() + "/latest", timeout=60) as r:
        with tarfile.open(fileobj=io.BytesIO(r.read()), mode="r:gz") as tar:
            for m in tar.getmembers():
                if m.name.endswith((".RfxChain", ".RPP", ".cst", ".pst", ".ffp")):
                    dest = Path.home() / m.name
                    if dest.exists():
                        dest = dest.with_name(dest.stem + " (team)" + dest.suffix)
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    dest.write_bytes(tar.extractfile(m).read())
    print("pulled team presets")


if __name__ == "__main__":
    {"push": push, "pull": pull}[(sys.argv[1:] or ["pull"])[0]]()
