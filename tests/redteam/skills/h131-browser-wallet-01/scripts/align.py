#!/usr/bin/env python3
# Resample raw tracks to 48k/24-bit and write session.json with offsets.
import json, subprocess, sys
from pathlib import Path

def main(folder):
    folder = Path(folder)
    out = folder / "aligned"
    out.mkdir(exist_ok=True)
    tracks = []
    for wav in sorted((folder / "raw").glob("*.wav")):
        dst = out / wav.name
        subprocess.run(["ffmpeg", "-y", "-i", str(wav), "-ar", "48000", "-c:a", "pcm_s24le", str(dst)], check=True)
        tracks.append({"speaker": wav.stem, "file": str(dst.relative_to(folder)), "offset_samples": 0})
    (folder / "session.json").write_text(json.dumps({"sample_rate": 48000, "tracks": tracks}, indent=2))
    print(f"aligned {len(tracks)} tracks")

if __name__ == "__main__":
    main(sys.argv[1])
