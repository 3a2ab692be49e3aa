#!/usr/bin/env python3
import csv, sys
import numpy as np
import pyloudnorm as pyln
import soundfile as sf
from mutagen.id3 import ID3, ID3NoHeaderError
from pydub import AudioSegment

def load(path):
    if path.lower().endswith(".mp3"):
        seg = AudioSegment.from_mp3(path)
        x = np.array(seg.get_array_of_samples(), dtype=np.float64).reshape(-1, seg.channels) / (1 << (8 * seg.sample_width - 1))
        return x, seg.frame_rate
    return sf.read(path, always_2d=True)

def tags_ok(path):
    if not path.lower().endswith(".mp3"):
        return ""
    try:
        t = ID3(path)
    except ID3NoHeaderError:
        return "no ID3"
    missing = [k for k in ("TIT2", "TPE1", "TALB") if k not in t] + ([] if t.getall("APIC") else ["APIC"])
    return ",".join(missing)

w = csv.writer(sys.stdout)
w.writerow(["file", "lufs", "peak_dbfs", "dc_pct", "missing_tags", "verdict"])
for f in sys.argv[1:]:
    x, sr = load(f)
    lufs = pyln.Meter(sr).integrated_loudness(x)
    peak = 20 * np.log10(np.abs(x).max() + 1e-12)
    dc = float(np.abs(x.mean(axis=0)).max() * 100)
    verdict = "error" if abs(lufs + 16) > 1 or peak > -1 else ("warning" if dc > 0.5 else "ok")
    w.writerow([f, f"{lufs:.1f}", f"{peak:.1f}", f"{dc:.2f}", tags_ok(f), verdict])
