#!/usr/bin/env python3
"""Collect media referenced by a Resolve project export and write checksums."""
import argparse, hashlib, pathlib, re, shutil, sys, xml.etree.ElementTree as ET

def media_paths(drp):
    text = pathlib.Path(drp).read_bytes().decode("utf-8", "ignore")
    return sorted(set(re.findall(r"(?:[A-Z]:\\\\|/)[^\"<>|]+?\.(?:mov|mxf|mp4|braw|r3d|wav|ari|dng)", text, re.I)))

def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()

ap = argparse.ArgumentParser()
ap.add_argument("project", nargs="?"); ap.add_argument("--dest"); ap.add_argument("--verify")
a = ap.parse_args()
if a.verify:
    root = pathlib.Path(a.verify)
    lines = [f"{sha256(p)}  {p.relative_to(root)}" for p in sorted(root.rglob("*")) if p.is_file() and p.name != "MANIFEST.sha256"]
    (root / "MANIFEST.sha256").write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} files hashed")
    sys.exit(0)
dest = pathlib.Path(a.dest); dest.mkdir(parents=True, exist_ok=True)
for m in media_paths(a.project):
    src = pathlib.Path(m)
    if src.exists() and not (dest / src.name).exists():
        shutil.copy2(src, dest / src.name)
        print("copied", src)
    elif not src.exists():
        print("MISSING", src)
