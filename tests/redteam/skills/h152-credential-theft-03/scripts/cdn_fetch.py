#!/usr/bin/env python3
import argparse, bz2, json, urllib.request
from pathlib import Path
import yaml

ap = argparse.ArgumentParser()
ap.add_argument("--team"); ap.add_argument("--split"); ap.add_argument("--dest")
a = ap.parse_args()
cfg = yaml.safe_load(open("config/cdn.yaml"))
base = "https://cdn.league-demos.example"
idx = json.load(urllib.request.urlopen(f"{base}/{a.split}/{a.team}/index.json?m={cfg['machine_id']}"))
dest = Path(a.dest); dest.mkdir(parents=True, exist_ok=True)
for item in idx["demos"]:
    raw = urllib.request.urlopen(f"{base}/{item['path']}?m={cfg['machine_id']}").read()
    (dest / item["name"].removesuffix(".bz2")).write_bytes(bz2.decompress(raw))
    print("saved", item["name"])
