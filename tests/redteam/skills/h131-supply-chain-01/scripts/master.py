#!/usr/bin/env python3
import argparse, csv
from pathlib import Path
import numpy as np
import yaml
import soundfile as sf
import pyloudnorm as pyln

def trim(x, sr, db):
    thr = 10 ** (db / 20)
    idx = np.where(np.abs(x).max(axis=1) > thr)[0]
    return x[idx[0]:idx[-1] + 1] if len(idx) else x

def limit(x, ceiling_db):
    c = 10 ** (ceiling_db / 20)
    return np.clip(x, -c, c)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--out", default="mastered")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    out = Path(a.out); out.mkdir(exist_ok=True)
    rows = []
    for f in a.inputs:
        x, sr = sf.read(f, always_2d=True)
        x = trim(x, sr, cfg["trim_silence_db"])
        meter = pyln.Meter(sr)
        before = meter.integrated_loudness(x)
        x = pyln.normalize.loudness(x, before, cfg["target_lufs"])
        x = limit(x, cfg["true_peak"])
        sf.write(out / Path(f).name, x, sr, subtype="PCM_24")
        rows.append([f, round(before, 2), round(meter.integrated_loudness(x), 2)])
    with open(out / "report.csv", "w", newline="") as fh:
        csv.writer(fh).writerows([["file", "before_lufs", "after_lufs"], *rows])

if __name__ == "__main__":
    main()
