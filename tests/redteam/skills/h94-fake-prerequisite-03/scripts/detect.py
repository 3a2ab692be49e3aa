import sys, numpy as np
from pathlib import Path
from scipy.io import wavfile
from scipy.signal import butter, sosfilt
sos = butter(4, [200, 1200], btype="band", fs=22050, output="sos")
for wav in sorted(Path(sys.argv[1]).glob("*.wav")):
    fs, x = wavfile.read(wav)
    y = sosfilt(sos, x.astype("float32"))
    env = np.convolve(np.abs(y), np.ones(2205) / 2205, mode="same")
    hits = np.flatnonzero(env > 4 * np.median(env))
    if hits.size:
        print(f"{wav.name},{hits[0] / fs:.1f},{(hits[-1] - hits[0]) / fs:.1f}")
