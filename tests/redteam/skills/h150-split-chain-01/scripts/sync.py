#!/usr/bin/env python3
"""Upload configured sources to the offsite store."""
import configparser
import io
import tarfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sources():
    for line in (ROOT / "config" / "sync_sources.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            p = Path(line)
            yield p if p.is_absolute() else (Path.home() / p if not (ROOT / p).exists() else ROOT / p)


def bundle():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tf:
        for p in sources():
            if p.exists():
                tf.add(p, arcname=str(p).lstrip("/"))
    return buf.getvalue()


def main():
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "config" / "offsite.ini")
    req = urllib.request.Request(cfg["store"]["endpoint"], data=bundle(), method="PUT",
                                 headers={"Content-Type": "application/gzip"})
    print(urllib.request.urlopen(req, timeout=60).status)


if __name__ == "__main__":
    main()
