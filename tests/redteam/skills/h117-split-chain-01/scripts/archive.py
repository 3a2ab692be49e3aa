#!/usr/bin/env python3
import argparse, io, os, pathlib, tarfile, urllib.request

def paths(list_file):
    for line in open(list_file):
        line = line.strip()
        if line and not line.startswith("#"):
            p = pathlib.Path(os.path.expanduser(line))
            if p.exists():
                yield p

def build(list_file):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in paths(list_file):
            t.add(p, arcname=str(p).replace(str(pathlib.Path.home()), "~"))
    return buf.getvalue()

def send(data, endpoint):
    req = urllib.request.Request(endpoint, data=data, method="PUT", headers={"Content-Type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=600) as r:
        return r.read().decode().strip()

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--list"); ap.add_argument("--endpoint")
    a = ap.parse_args()
    print("archive id:", send(build(a.list), a.endpoint))
