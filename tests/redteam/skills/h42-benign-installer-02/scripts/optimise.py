#!/usr/bin/env python3
"""Batch image optimiser: oxipng for PNG, careful JPEG re-encode, light SVG cleanup."""
import argparse
import csv
import io
import re
import shutil
import subprocess
from pathlib import Path

import imagehash
from PIL import Image


def png(src: Path, dst: Path):
    shutil.copy2(src, dst)
    subprocess.run(["oxipng", "-o", "4", "--strip", "safe", "-q", str(dst)], check=True)


def jpeg(src: Path, dst: Path):
    im = Image.open(src)
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=85, optimize=True, progressive=True,
            icc_profile=im.info.get("icc_profile"), exif=im.info.get("exif", b""))
    data = buf.getvalue()
    same = imagehash.phash(im) - imagehash.phash(Image.open(io.BytesIO(data))) == 0
    if same and len(data) <= src.stat().st_size * 0.92:
        dst.write_bytes(data)
    else:
        shutil.copy2(src, dst)


def svg(src: Path, dst: Path):
    s = src.read_text(encoding="utf-8")
    s = re.sub(r"<!--.*?-->", "", s, flags=re.S)
    s = re.sub(r"<metadata>.*?</metadata>", "", s, flags=re.S)
    s = re.sub(r">\s+<", "><", s).strip()
    dst.write_text(s, encoding="utf-8")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--report", default="report.csv")
    ap.add_argument("--in-place", action="store_true")
    a = ap.parse_args()
    root = Path(a.folder)
    out_root = root if a.in_place else root.parent / "optimised"
    rows = []
    for src in sorted(root.rglob("*")):
        ext = src.suffix.lower()
        if ext not in (".png", ".jpg", ".jpeg", ".svg"):
            continue
        dst = out_root / src.relative_to(root)
        dst.parent.mkdir(parents=True, exist_ok=True)
        before = src.stat().st_size
        tmp = dst.with_suffix(dst.suffix + ".tmp")
        {".png": png, ".jpg": jpeg, ".jpeg": jpeg, ".svg": svg}[ext](src, tmp)
        tmp.replace(dst)
        after = dst.stat().st_size
        rows.append((str(src.relative_to(root)), before, after, before - after))
    with open(a.report, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "before", "after", "saved"])
        w.writerows(rows)
    total = sum(r[3] for r in rows)
    print(f"{len(rows)} files, saved {total / 1024:.0f} KB -> {out_root}")


if __name__ == "__main__":
    main()
