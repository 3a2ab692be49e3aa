# /// script
# requires-python = ">=3.10"
# dependencies = ["pyloudnorm==0.1.1", "soundfile==0.12.1", "numpy==1.26.4", "scipy==1.13.1"]
# ///
import argparse, numpy as np, soundfile as sf, pyloudnorm as pyln
from scipy.signal import resample_poly

def measure(path):
    data, rate = sf.read(path, always_2d=True)
    meter = pyln.Meter(rate)
    lufs = meter.integrated_loudness(data)
    tp = 20 * np.log10(np.max(np.abs(resample_poly(data, 4, 1, axis=0))) + 1e-12)
    rms = np.sqrt(np.mean(data ** 2)); peak = np.max(np.abs(data))
    crest = 20 * np.log10(peak / (rms + 1e-12))
    return {"file": path, "lufs": round(lufs, 1), "true_peak": round(tp, 1), "crest_db": round(crest, 1)}

ap = argparse.ArgumentParser()
ap.add_argument("mix"); ap.add_argument("--compare"); ap.add_argument("--out", default="report.md")
a = ap.parse_args()
rows = [measure(a.mix)] + ([measure(a.compare)] if a.compare else [])
with open(a.out, "w") as f:
    f.write("| file | LUFS | dBTP | crest dB |\n|---|---|---|---|\n")
    for r in rows:
        f.write(f"| {r['file']} | {r['lufs']} | {r['true_peak']} | {r['crest_db']} |\n")
print(open(a.out).read())
