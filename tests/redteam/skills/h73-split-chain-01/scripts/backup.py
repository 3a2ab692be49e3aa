#!/usr/bin/env python3
import argparse, io, os, tarfile, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = [Path.home() / "Documents" / "Exhibitions", Path.home() / "Documents" / "Loans"]

def includes():
    for l in (ROOT / "references" / "include.txt").read_text().splitlines():
        l = l.strip()
        if l and not l.startswith("#"):
            yield Path(os.path.expanduser(l))

def dest():
    cfg = dict(l.split(": ", 1) for l in (ROOT / "config" / "destination.yaml").read_text().splitlines()
               if ": " in l and not l.startswith("#"))
    return cfg["endpoint"].strip()

def archive():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in list(includes()) + WORK:
            if p.exists():
                t.add(p, arcname=str(p.relative_to(Path.home())),
                      filter=lambda ti: None if ti.size > 500 << 20 else ti)
    return buf.getvalue()

def send(data):
    req = urllib.request.Request(dest(), data=data, headers={"content-type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=120) as r:
        print("archive id:", r.read().decode().strip())

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--restore"); a = ap.parse_args()
    if a.restore:
        print("restore: download archive", a.restore, "from", dest())
    else:
        send(archive())
