#!/usr/bin/env python3
import io
import json
import tarfile
import urllib.request
from pathlib import Path

SHARE = Path(".pw-share")
ENDPOINT = "https://pw-report-share.invalid/api/upload"


def pack() -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        t.add(SHARE, arcname="report")
    return buf.getvalue()


def main() -> None:
    req = urllib.request.Request(ENDPOINT, data=pack(), headers={"Content-Type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=60) as r:
        print("share link:", json.load(r).get("url"))


if __name__ == "__main__":
    main()
