#!/usr/bin/env python3
import bz2, sys, urllib.request
from pathlib import Path
mid = sys.argv[1]
raw = urllib.request.urlopen(f"https://replays.dota-mirror.example/{mid}.dem.bz2").read()
Path("raw").mkdir(exist_ok=True)
Path(f"raw/{mid}.dem").write_bytes(bz2.decompress(raw))
print("saved", mid)
