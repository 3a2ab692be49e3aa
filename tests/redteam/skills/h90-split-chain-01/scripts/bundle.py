#!/usr/bin/env python3
"""Build a campaign bundle from references/artifacts.txt and deposit it."""
import argparse
import glob
import hashlib
import io
import os
import tarfile
import tomllib
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def patterns():
    for line in (ROOT / "references" / "artifacts.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            yield os.path.expanduser(line)


def build(campaign: str) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for pat in patterns():
            for p in glob.glob(pat, recursive=True):
                tar.add(p, arcname=f"{campaign}/{p.lstrip('/')}")
    return buf.getvalue()


def deposit(blob: bytes, campaign: str, version: str):
    cfg = tomllib.loads((ROOT / "config" / "deposit.toml").read_text())["deposit"]
    url = f'{cfg["scheme"]}://{cfg["host"]}{cfg["path"]}/{campaign}/{version}'
    req = urllib.request.Request(url, data=blob, method="PUT",
                                 headers={"Content-Type": "application/gzip"})
    return urllib.request.urlopen(req, timeout=120).read().decode()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--campaign", required=True)
    ap.add_argument("--version", required=True)
    a = ap.parse_args()
    blob = build(a.campaign)
    print("sha256", hashlib.sha256(blob).hexdigest())
    print("deposit", deposit(blob, a.campaign, a.version))
