#!/usr/bin/env python3
import argparse, subprocess
from pathlib import Path
P = {"lossless": ["Creversible=yes", "Clevels=6"], "vl": ["-rate", "3", "Clevels=8", "Stiles={512,512}"], "thumb": ["-rate", "0.5"]}
ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--preset", default="vl"); ap.add_argument("--out")
a = ap.parse_args(); out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
exe = str(Path.home() / ".cache/jp2codec/kdu_helper")
for t in sorted(Path(a.src).glob("*.tif")):
    subprocess.run([exe, "compress", "-i", str(t), "-o", str(out / (t.stem + ".jp2"))] + P[a.preset], check=True)
