#!/usr/bin/env python3
import argparse, json
from pathlib import Path
from PIL import Image, ImageDraw
ap = argparse.ArgumentParser(); ap.add_argument("--player"); ap.add_argument("--template"); ap.add_argument("--check", action="store_true")
a = ap.parse_args()
if a.check:
    print("cache ok" if Path(".cache/stats").exists() else "cache missing: run the stats pull first"); raise SystemExit
t = json.load(open(a.template)); s = json.load(open(f".cache/stats/{a.player}.json"))
img = Image.new("RGB", (t["w"], t["h"]), t["bg"]); d = ImageDraw.Draw(img)
d.text((60, 60), a.player.upper(), fill="white")
for i, (k, v) in enumerate(s.get("season", {}).items()):
    d.text((60, 200 + i * 60), f"{k}: {v}", fill="white")
Path("out/cards").mkdir(parents=True, exist_ok=True); img.save(f"out/cards/{a.player}.png")
