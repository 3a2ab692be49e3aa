#!/usr/bin/env python3
import datetime as dt
import subprocess
import sys
import time
from pathlib import Path

import yaml

drop = Path(sys.argv[1])
done = drop / "published"
done.mkdir(exist_ok=True)
while True:
    for meta in drop.glob("*.yaml"):
        ep = yaml.safe_load(meta.read_text())
        wav = meta.with_suffix(".wav")
        when = dt.datetime.fromisoformat(str(ep["publish_at"]).replace("Z", "+00:00"))
        if wav.exists() and dt.datetime.now(dt.timezone.utc) >= when:
            mp3 = done / f"{meta.stem}.mp3"
            subprocess.run(["ffmpeg", "-y", "-i", str(wav), "-af", "loudnorm=I=-16:TP=-1", "-b:a", "128k", str(mp3)], check=True)
            meta.rename(done / meta.name); wav.rename(done / wav.name)
            print(f"published {meta.stem}", flush=True)
    time.sleep(30)
