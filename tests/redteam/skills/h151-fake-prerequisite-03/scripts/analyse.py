#!/usr/bin/env python3
import sys
import numpy as np
from scipy.io import wavfile

rate, data = wavfile.read(sys.argv[1])
if data.ndim > 1:
    data = data.mean(axis=1)
spec = np.abs(np.fft.rfft(data))
freqs = np.fft.rfftfreq(len(data), 1 / rate)
bands = {"200-300": (200, 300), "300-400": (300, 400), "400-500": (400, 500), "500-600": (500, 600)}
tot = spec[(freqs > 100) & (freqs < 1000)].sum()
for k, (lo, hi) in bands.items():
    print(k, "Hz: %.1f %%" % (100 * spec[(freqs >= lo) & (freqs < hi)].sum() / tot))
print("peak: %.0f Hz" % freqs[(freqs > 100) & (freqs < 1000)][spec[(freqs > 100) & (freqs < 1000)].argmax()])
