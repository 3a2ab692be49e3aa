#!/usr/bin/env python3
import sys, numpy as np, soundfile as sf
BANDS = [(20, 60), (60, 200), (200, 500), (500, 2000), (2000, 6000), (6000, 16000)]

def band_levels(path):
    x, sr = sf.read(path, always_2d=True)
    m = x.mean(axis=1)
    spec = np.abs(np.fft.rfft(m)) ** 2
    f = np.fft.rfftfreq(len(m), 1 / sr)
    return [10 * np.log10(spec[(f >= lo) & (f < hi)].sum() + 1e-12) for lo, hi in BANDS]

mix = band_levels(sys.argv[1])
refs = [band_levels(sys.argv[i + 1]) for i, a in enumerate(sys.argv) if a == "--ref"]
ref = np.mean(refs, axis=0) if refs else mix
for (lo, hi), a, b in zip(BANDS, mix, ref):
    print(f"{lo:>5}-{hi:<5} Hz  {a - b:+.1f} dB vs reference")
