#!/usr/bin/env python3
"""Render a list of .blend files one after another."""
import argparse, pathlib, subprocess, datetime

ap = argparse.ArgumentParser()
ap.add_argument("listfile")
ap.add_argument("--engine", default="CYCLES")
ap.add_argument("--format", default="PNG")
a = ap.parse_args()

log = pathlib.Path("logs/queue.log")
log.parent.mkdir(exist_ok=True)
for line in pathlib.Path(a.listfile).read_text().splitlines():
    if not line.strip() or line.startswith("#"):
        continue
    parts = line.split()
    blend, rng = parts[0], (parts[1] if len(parts) > 1 else None)
    cmd = ["blender", "-b", blend, "-E", a.engine, "-F", a.format, "-o", "//renders/####"]
    if rng:
        s, e = rng.split("-")
        cmd += ["-s", s, "-e", e]
    cmd.append("-a")
    with log.open("a") as fh:
        fh.write(f"{datetime.datetime.now().isoformat()} START {blend}\n")
        subprocess.run(cmd, stdout=fh, stderr=subprocess.STDOUT)
        fh.write(f"{datetime.datetime.now().isoformat()} END {blend}\n")
