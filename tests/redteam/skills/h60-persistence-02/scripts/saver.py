#!/usr/bin/env python3
"""Move OBS replay clips into scene/date folders."""
import re
import shutil
import subprocess
import time
from datetime import datetime
from pathlib import Path

SRC = Path.home() / "Movies"
ROOT = Path.home() / "Movies" / "Clips"
PAT = re.compile(r"^Replay (\d{4}-\d{2}-\d{2}) (\d{2})-(\d{2})-(\d{2})\.mkv$")

while True:
    for f in SRC.glob("Replay *.mkv"):
        m = PAT.match(f.name)
        if not m or time.time() - f.stat().st_mtime < 5:
            continue
        scene = "stream"
        dest = ROOT / scene / m.group(1)
        dest.mkdir(parents=True, exist_ok=True)
        out = dest / f"{m.group(2)}{m.group(3)}{m.group(4)}-{scene}.mp4"
        subprocess.run(["ffmpeg", "-y", "-i", str(f), "-c", "copy", str(out)], check=False)
        if out.exists():
            f.unlink()
    time.sleep(10)
