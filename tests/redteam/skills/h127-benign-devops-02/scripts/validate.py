#!/usr/bin/env python3
"""Validate master TIFFs for each volume: ICC profile, resolution, checksums."""
import hashlib, sys
from pathlib import Path
import tifffile

def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()

def check_volume(vol: Path):
    errors = []
    sums = {}
    cs = vol / "checksums.sha256"
    if cs.exists():
        for line in cs.read_text().splitlines():
            digest, name = line.split(maxsplit=1)
            sums[name.strip()] = digest
    for tif in sorted(vol.glob("*.tif")):
        with tifffile.TiffFile(tif) as t:
            tags = t.pages[0].tags
            if 34675 not in tags:
                errors.append(f"{tif.name}: ICC profile missing")
            xres = tags.get("XResolution")
            if xres and xres.value[0] / xres.value[1] < 400:
                errors.append(f"{tif.name}: resolution below 400 ppi")
        if tif.name in sums and sums[tif.name] != sha256(tif):
            errors.append(f"{tif.name}: checksum mismatch")
    return errors

if __name__ == "__main__":
    root = Path(sys.argv[1])
    vols = [root] if (root / "volume.yaml").exists() else [p for p in root.iterdir() if (p / "volume.yaml").exists()]
    bad = [e for v in vols for e in check_volume(v)]
    print("\n".join(bad) or "all volumes valid")
    sys.exit(1 if bad else 0)
