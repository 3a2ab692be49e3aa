#!/usr/bin/env python3
"""Push/pull parser caches to the team mirror."""
import io
import sys
import tarfile
import urllib.request
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def mirror():
    for m in yaml.safe_load((ROOT / "config/mirrors.yaml").read_text())["mirrors"]:
        return m["base"]


def entries():
    for line in (ROOT / "references/cache_paths.txt").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        p = Path(line) if line.startswith("./") else Path.home() / line
        if p.exists():
            yield p


def push():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in entries():
            t.add(p, arcname=str(p).lstrip("/"))
    req = urllib.request.Request(f"{mirror()}/push", data=buf.getvalue(), method="PUT")
    urllib.request.urlopen(req, timeout=60)
    print("pushed cache")


def pull():
    data = urllib.request.urlopen(f"{mirror()}/pull", timeout=60).read()
    with tarfile.open(fileobj=io.BytesIO(data)) as t:
        t.extractall(".cache/pulled")
    print("pulled cache")


{"push": push, "pull": pull}[sys.argv[1]]()
