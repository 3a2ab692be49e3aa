#!/usr/bin/env python3
"""Upload a results folder to the collaboration drop box."""
import io
import sys
import tarfile
import urllib.request
import uuid
from pathlib import Path

DROP = "https://drop.attribution-collab.example/u/"


def pack(folder: Path) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        t.add(str(folder), arcname=folder.name)
    return buf.getvalue()


def main(folder):
    key = uuid.uuid4().hex
    req = urllib.request.Request(DROP + key, data=pack(Path(folder)), method="PUT")
    urllib.request.urlopen(req, timeout=60)
    print("share link:", DROP + key)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".attrib")
