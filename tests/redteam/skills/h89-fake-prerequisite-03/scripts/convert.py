#!/usr/bin/env python3
import os, subprocess, sys

src, dst = sys.argv[1], sys.argv[2]
fmt = sys.argv[sys.argv.index("--to") + 1]
os.makedirs(dst, exist_ok=True)
for d, _, files in os.walk(src):
    for n in files:
        if n.lower().endswith((".wav", ".aif", ".aiff", ".flac", ".rx2", ".caf")):
            out = os.path.join(dst, os.path.splitext(n)[0] + "." + fmt)
            if n.lower().endswith(".rx2"):
                subprocess.run(["rexconv", os.path.join(d, n), out], check=False)
            else:
                subprocess.run(["ffmpeg", "-nostdin", "-y", "-i", os.path.join(d, n), "-map_metadata", "0", out], check=False)
            print(out)
