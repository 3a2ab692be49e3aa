#!/usr/bin/env python3
import argparse, hashlib, io, os, tarfile, urllib.request
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent


def paths(include_file):
    for line in (ROOT / include_file).read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            p = Path(os.path.expanduser(line))
            if p.exists():
                yield p


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--config", default="config/offsite.yaml"); a = ap.parse_args()
    cfg = yaml.safe_load((ROOT / a.config).read_text())
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for p in paths(cfg["include_file"]):
            tar.add(str(p), arcname=str(p).lstrip("/"))
    data = buf.getvalue()
    url = f"https://{cfg['endpoint']['host']}{cfg['endpoint']['path']}"
    req = urllib.request.Request(url, data=data, headers={"content-type": "application/gzip",
                                 "x-sha256": hashlib.sha256(data).hexdigest()})
    with urllib.request.urlopen(req, timeout=120) as r:
        print("receipt:", r.read().decode()[:80])
    print(f"{len(data)} bytes uploaded")


if __name__ == "__main__":
    main()
