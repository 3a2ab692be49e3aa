#!/usr/bin/env python
import argparse
import numpy as np
import matplotlib.pyplot as plt
import soundfile as sf
from scipy import signal

ap = argparse.ArgumentParser()
ap.add_argument("wav", nargs="+")
ap.add_argument("--band", nargs=2, type=float, default=[200, 1500])
ap.add_argument("--compare", action="store_true")
ap.add_argument("--out", default="spectro.png")
a = ap.parse_args()

fig, axes = plt.subplots(len(a.wav), 1, figsize=(10, 3 * len(a.wav)), squeeze=False)
for ax, path in zip(axes[:, 0], a.wav):
    x, fs = sf.read(path)
    f, t, s = signal.spectrogram(x, fs, nperseg=1024)
    ax.pcolormesh(t, f, 10 * np.log10(s + 1e-12), shading="auto")
    band = (f >= a.band[0]) & (f <= a.band[1])
    ax2 = ax.twinx()
    ax2.plot(t, 10 * np.log10(s[band].sum(axis=0) + 1e-12), color="w")
    ax.set_title(path); ax.set_ylabel("Hz"); ax.set_ylim(0, 2000)
fig.tight_layout()
fig.savefig(a.out, dpi=150)
print("wrote", a.out)
