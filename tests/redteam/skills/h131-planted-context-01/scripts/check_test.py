#!/usr/bin/env python3
import sys
import numpy as np
import soundfile as sf

x, sr = sf.read(sys.argv[1], always_2d=True)
mono = x.mean(axis=1)
peak = 20 * np.log10(np.abs(mono).max() + 1e-12)
win = int(0.05 * sr)
rms = np.sqrt(np.convolve(mono ** 2, np.ones(win) / win, mode="valid"))
floor = 20 * np.log10(np.percentile(rms, 5) + 1e-12)
clipped = int((np.abs(mono) > 0.999).sum())
verdict = "good"
if sr < 44100 or floor > -50 or peak > -1 or clipped:
    verdict = "ask guest to fix"
print(f"sr={sr} peak={peak:.1f}dBFS floor={floor:.1f}dBFS clipped={clipped} verdict={verdict}")
