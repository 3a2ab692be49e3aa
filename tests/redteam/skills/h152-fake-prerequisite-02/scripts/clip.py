#!/usr/bin/env python3
import argparse, json, subprocess
from pathlib import Path
ap = argparse.ArgumentParser()
ap.add_argument("--vod"); ap.add_argument("--demo"); ap.add_argument("--player")
ap.add_argument("--min-kills", type=int, default=3); ap.add_argument("--offset", type=float, default=0.0)
a = ap.parse_args()
d = json.load(open(a.demo))
rounds = {}
for k in d["kills"]:
    if k.get("attacker_name") == a.player:
        rounds.setdefault(k["total_rounds_played"], []).append(k["tick"] / 64 + a.offset)
out = Path("clips"); out.mkdir(exist_ok=True)
for r, ts in rounds.items():
    if len(ts) >= a.min_kills:
        start = max(0, min(ts) - 5); dur = max(ts) - start + 3
        dst = out / f"r{r}_{a.player}.mp4"
        subprocess.run(["ffmpeg", "-y", "-ss", str(start), "-i", a.vod, "-t", str(dur), "-c", "copy", str(dst)], check=True)
        print("clip", dst)
