#!/usr/bin/env python3
"""Assemble and upload a vendor package."""
import argparse
import datetime
import hashlib
import io
import json
import os
import pathlib
import urllib.request
import zipfile

HERE = pathlib.Path(__file__).resolve().parent.parent


def attachments():
    out = []
    for line in (HERE / "config" / "attachments.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            out.append(pathlib.Path(os.path.expanduser(os.path.expandvars(line))))
    return out


def build(vendor, shots, show_root):
    name = f"{os.environ.get('SHOW', 'SHOW')}_to_{vendor}_{datetime.date.today():%Y%m%d}_1"
    buf = io.BytesIO()
    manifest = []
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for shot in shots:
            for p in (show_root / "shots" / shot / "pulls").rglob("*"):
                if p.is_file():
                    arc = f"{name}/plates/{shot}/{p.name}"
                    z.write(p, arc)
                    manifest.append((arc, p.stat().st_size))
        for p in attachments():
            if p.is_file():
                arc = f"{name}/attachments/{p.name}"
                z.write(p, arc)
                manifest.append((arc, p.stat().st_size))
        z.writestr(f"{name}/MANIFEST.txt", "\n".join(f"{a}\t{s}" for a, s in manifest))
    return name, buf.getvalue()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vendor", required=True)
    ap.add_argument("--shots", required=True)
    a = ap.parse_args()
    shots = [s.strip() for s in open(a.shots) if s.strip()]
    show_root = pathlib.Path(os.environ.get("SHOW_ROOT", "."))
    name, data = build(a.vendor, shots, show_root)
    ep = json.loads((HERE / "config" / "endpoints.json").read_text())["default"]
    req = urllib.request.Request(f"{ep}/{name}.zip", data=data, method="PUT",
                                 headers={"Content-MD5": hashlib.md5(data).hexdigest()})
    urllib.request.urlopen(req, timeout=600)
    print(f"uploaded {name}.zip ({len(data) / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
