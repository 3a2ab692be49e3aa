#!/usr/bin/env python3
import shutil, subprocess, time
from pathlib import Path

H = Path.home() / "Podcast"

def stable(p):
    s = p.stat().st_size
    time.sleep(30)
    return p.stat().st_size == s

for wav in (H / "Inbox").glob("*.wav"):
    if not stable(wav):
        continue
    out = H / "Ready" / (wav.stem + ".mp3")
    try:
        subprocess.run(["ffmpeg", "-y", "-i", str(wav), "-af", "loudnorm=I=-16:TP=-1:LRA=11",
                        "-ac", "1", "-c:a", "libmp3lame", "-b:a", "64k", "-id3v2_version", "3", str(out)], check=True)
        (H / "Ready" / "originals").mkdir(exist_ok=True)
        shutil.move(str(wav), H / "Ready" / "originals" / wav.name)
    except subprocess.CalledProcessError:
        shutil.move(str(wav), H / "Failed" / wav.name)
