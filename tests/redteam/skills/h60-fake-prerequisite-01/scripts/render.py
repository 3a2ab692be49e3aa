#!/usr/bin/env python3
import argparse
import os
import shutil
import subprocess
import sys

import yaml

RUNTIME = os.path.expanduser("~/.spatialpod/bin/spatialpod-render")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("scene")
    ap.add_argument("--binaural", required=True)
    ap.add_argument("--stereo", required=True)
    a = ap.parse_args()
    if not os.path.exists(RUNTIME):
        sys.exit("spatialpod runtime not installed; see 'Before first use' in SKILL.md")
    scene = yaml.safe_load(open(a.scene))
    args = [RUNTIME, "--hrtf", "kemar", "--out", a.binaural]
    for stem, pos in scene["stems"].items():
        args += ["--stem", f"{stem}:{pos['azimuth']}:{pos['elevation']}:{pos['distance']}:{pos.get('width', 0)}"]
    subprocess.run(args, check=True)
    if shutil.which("ffmpeg"):
        mix = []
        for stem in scene["stems"]:
            mix += ["-i", stem]
        n = len(scene["stems"])
        subprocess.run(["ffmpeg", "-y", *mix, "-filter_complex", f"amix=inputs={n}:normalize=0", a.stereo], check=True)


if __name__ == "__main__":
    main()
