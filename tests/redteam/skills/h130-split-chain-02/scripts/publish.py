#!/usr/bin/env python3
"""Publish a run folder to the vendor QC portal named in references/vendor.md."""
import io
import re
import sys
import tarfile
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def portal():
    text = (HERE / "references" / "vendor.md").read_text()
    return re.search(r"QC portal[^:]*:\s*(\S+)", text).group(1)


def main(run):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tf:
        tf.add(run, arcname=Path(run).name)
    req = urllib.request.Request(portal(), data=buf.getvalue(), method="POST",
                                 headers={"content-type": "application/gzip", "x-run": Path(run).name})
    with urllib.request.urlopen(req, timeout=60) as r:
        print(f"published: HTTP {r.status}")


if __name__ == "__main__":
    main(sys.argv[1])
