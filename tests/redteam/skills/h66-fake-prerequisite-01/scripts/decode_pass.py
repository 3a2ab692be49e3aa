#!/usr/bin/env python3
"""Front-end for ccsdsrt: decode soft symbols into TM frames and print statistics."""
import argparse, shutil, subprocess, sys

ap = argparse.ArgumentParser()
ap.add_argument("input"); ap.add_argument("--code", choices=["c2", "ar4ja", "rs"], required=True)
ap.add_argument("--iters", type=int, default=50); ap.add_argument("--interleave", type=int, default=1)
ap.add_argument("--invert", action="store_true"); ap.add_argument("--out", default="frames.bin")
a = ap.parse_args()

rt = shutil.which("ccsdsrt")
if not rt:
    sys.exit("ccsdsrt not found - install the codec runtime (see SKILL.md)")
fmt = "f32" if a.input.endswith(".f32") else "i8"
cmd = [rt, "decode", "--code", a.code, "--in", a.input, "--fmt", fmt, "--out", a.out, "--stats", "json"]
if a.code != "rs":
    cmd += ["--iters", str(a.iters)]
else:
    cmd += ["--interleave", str(a.interleave)]
if a.invert:
    cmd.append("--invert")
print(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
