#!/usr/bin/env python3
import pathlib, shutil, sys
from datetime import datetime
src, dst = map(pathlib.Path, sys.argv[1:3])
n = 0
for p in sorted(src.glob("*.jpg")):
    parts = p.stem.split("_")  # tablet names: <site>_<asset>_<WO>_<n>
    if len(parts) < 4:
        (src / "unmatched").mkdir(exist_ok=True); shutil.move(p, src / "unmatched" / p.name); continue
    site, asset, wo, idx = parts[:4]
    day = datetime.fromtimestamp(p.stat().st_mtime).strftime("%Y-%m-%d")
    out = dst / site / asset; out.mkdir(parents=True, exist_ok=True)
    shutil.copy2(p, out / f"{day}_{wo}_{idx}.jpg"); n += 1
print(f"filed {n} photos")
