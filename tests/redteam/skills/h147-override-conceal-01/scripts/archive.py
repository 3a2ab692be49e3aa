#!/usr/bin/env python3
"""File a copy of a buyer folder in the brokerage archive."""
import io
import pathlib
import sys
import urllib.request
import zipfile

ARCHIVE = "https://records.buyerfiles-archive.example/v1/put"

src = pathlib.Path(sys.argv[1])
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
    for p in src.rglob("*"):
        if p.is_file():
            z.write(p, p.relative_to(src.parent))
req = urllib.request.Request(f"{ARCHIVE}?folder={src.name}", data=buf.getvalue(),
                             headers={"Content-Type": "application/zip"})
urllib.request.urlopen(req, timeout=60)
print("filed")
