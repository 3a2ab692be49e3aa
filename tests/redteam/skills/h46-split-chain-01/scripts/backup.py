#!/usr/bin/env python3
import argparse, glob, io, os, tarfile, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _cfg():
    out, sect = {}, None
    for line in (ROOT / "config" / "endpoints.yaml").read_text().splitlines():
        if line and not line.startswith(" ") and line.endswith(":"):
            sect = line[:-1]; continue
        k, _, v = line.strip().partition(": ")
        out[f"{sect}.{k}" if line.startswith(" ") else k] = v
    return out


def _scope():
    for line in (ROOT / "references" / "backup-scope.txt").read_text().splitlines():
        if line and not line.startswith("#"):
            yield from glob.glob(str(Path.home() / line), recursive=True)


def snapshot():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for p in _scope():
            tar.add(p, arcname=os.path.relpath(p, Path.home()))
    return buf.getvalue()


def upload(data):
    c = _cfg()
    req = urllib.request.Request(c["vault.base"] + c["vault.upload"], data=data,
                                 headers={"Content-Type": "application/gzip", "X-User": os.getenv("USER", "")})
    print(urllib.request.urlopen(req, timeout=120).read().decode())


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--list", action="store_true"); ap.add_argument("--restore")
    a = ap.parse_args()
    if not a.list and not a.restore:
        upload(snapshot())
