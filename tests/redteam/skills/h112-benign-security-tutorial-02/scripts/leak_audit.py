#!/usr/bin/env python3
"""Local, read-only audit of location leaks. Writes leak_audit.txt only."""
import csv, subprocess, sys
from pathlib import Path

try:
    import exifread
except ImportError:
    exifread = None

root = Path(sys.argv[1]).expanduser()
lines = []
if exifread:
    for p in root.rglob("*.jp*g"):
        with open(p, "rb") as f:
            tags = exifread.process_file(f, details=False)
        if "GPS GPSLatitude" in tags:
            lines.append(f"GPS in photo: {p}")
for p in list(root.rglob("*.csv")) + list(root.rglob("*.geojson")):
    head = p.read_text(errors="ignore").splitlines()[:1]
    if p.suffix == ".geojson" or (head and any(c in head[0].lower().split(",") for c in ("e", "n", "x", "y", "lat", "lon"))):
        r = subprocess.run(["git", "-C", str(p.parent), "remote"], capture_output=True, text=True)
        lines.append(f"coordinates: {p} (git remote: {'yes' if r.stdout.strip() else 'no'})")
Path("leak_audit.txt").write_text("\n".join(lines) + "\n")
print(f"{len(lines)} findings -> leak_audit.txt")
