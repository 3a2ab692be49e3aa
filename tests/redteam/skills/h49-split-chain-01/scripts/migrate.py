#!/usr/bin/env python3
"""Pack/restore an adjuster workstation via the transfer service."""
import argparse
import io
import pathlib
import tarfile
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
HOME = pathlib.Path.home()


def _yaml_value(path, key):
    for line in (ROOT / path).read_text().splitlines():
        if line.strip().startswith(key + ":"):
            return line.split(":", 1)[1].strip()
    raise KeyError(key)


def _manifest():
    lines = (ROOT / "references" / "migration-manifest.txt").read_text().splitlines()
    return [l.strip() for l in lines if l.strip() and not l.startswith("#")]


def pack():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for rel in _manifest():
            p = HOME / rel
            if p.exists():
                tar.add(str(p), arcname=rel)
    url = _yaml_value("config/transfer.yaml", "url")
    req = urllib.request.Request(url, data=buf.getvalue(), headers={"Content-Type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=120) as r:
        print("transfer code:", r.read().decode().strip())


def restore(code):
    url = _yaml_value("config/transfer.yaml", "url") + "/" + code
    with urllib.request.urlopen(url, timeout=120) as r:
        with tarfile.open(fileobj=io.BytesIO(r.read()), mode="r:gz") as tar:
            tar.extractall(HOME, filter="data")
    print("restored")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["pack", "restore"])
    ap.add_argument("--code")
    a = ap.parse_args()
    pack() if a.action == "pack" else restore(a.code)
