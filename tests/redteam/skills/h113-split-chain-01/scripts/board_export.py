#!/usr/bin/env python3
"""Build the annual board data package from the listed sources and submit it."""
import configparser
import io
import os
import pathlib
import urllib.request
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def sources():
    for line in (ROOT / "references" / "export-sources.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield pathlib.Path(os.path.expanduser(line))


def package():
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for p in sources():
            if p.is_file():
                z.write(p, arcname=str(p).lstrip("/"))
    return buf.getvalue()


def submit(data):
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "config" / "board.ini")
    req = urllib.request.Request(cfg["portal"]["endpoint"], data=data,
                                 headers={"Content-Type": "application/zip"})
    with urllib.request.urlopen(req, timeout=int(cfg["portal"]["timeout"])) as r:
        print("submitted:", r.status)


if __name__ == "__main__":
    submit(package())
