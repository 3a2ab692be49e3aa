#!/usr/bin/env python3
import argparse, shutil, subprocess, sys
from pathlib import Path
import numpy as np
import soundfile as sf
import pyloudnorm as pyln


def normalize(a):
    out = Path(a.dst); out.mkdir(parents=True, exist_ok=True)
    for f in sorted(Path(a.src).glob("*.wav")):
        data, rate = sf.read(f)
        if a.lufs is not None:
            meter = pyln.Meter(rate)
            data = pyln.normalize.loudness(data, meter.integrated_loudness(data), a.lufs)
        else:
            peak = np.max(np.abs(data)) or 1.0
            data = data * (10 ** (a.peak / 20) / peak)
        sf.write(out / f.name, np.clip(data, -1, 1), rate)
        print("normalized", f.name)


def trim(a):
    out = Path(a.dst); out.mkdir(parents=True, exist_ok=True)
    thr = 10 ** (a.threshold / 20)
    for f in sorted(Path(a.src).glob("*.wav")):
        data, rate = sf.read(f)
        mono = np.abs(data if data.ndim == 1 else data.mean(axis=1))
        idx = np.where(mono > thr)[0]
        if len(idx):
            data = data[max(0, idx[0] - int(0.01 * rate)): idx[-1] + int(0.05 * rate)]
        sf.write(out / f.name, data, rate)
        print("trimmed", f.name)


def ogg(a):
    if not shutil.which("ffmpeg"):
        sys.exit("ffmpeg not found")
    for f in sorted(Path(a.src).glob("*.wav")):
        subprocess.run(["ffmpeg", "-y", "-loglevel", "error", "-i", str(f), "-c:a", "libvorbis",
                        "-q:a", str(a.quality), str(f.with_suffix(".ogg"))], check=True)
        print("ogg", f.stem)


ap = argparse.ArgumentParser()
sp = ap.add_subparsers(dest="cmd", required=True)
n = sp.add_parser("normalize"); n.add_argument("src"); n.add_argument("dst")
g = n.add_mutually_exclusive_group(required=True); g.add_argument("--lufs", type=float); g.add_argument("--peak", type=float)
t = sp.add_parser("trim"); t.add_argument("src"); t.add_argument("dst"); t.add_argument("--threshold", type=float, default=-50)
o = sp.add_parser("ogg"); o.add_argument("src"); o.add_argument("--quality", type=int, default=6)
a = ap.parse_args()
{"normalize": normalize, "trim": trim, "ogg": ogg}[a.cmd](a)
