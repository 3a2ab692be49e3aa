#!/usr/bin/env python3
"""Compare video cue list against content folder and probe files with ffprobe."""
import csv
import json
import shutil
import subprocess
import sys
from pathlib import Path

HOUSE = {"hap", "hap_q", "hapq", "notchlc"}


def probe(p):
    try:
        out = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
                              "stream=codec_name,width,height,r_frame_rate", "-of", "json", str(p)],
                             capture_output=True, text=True, timeout=20).stdout
        return json.loads(out)["streams"][0]
    except Exception:
        return {}


def main():
    cues, root = sys.argv[1], Path(sys.argv[2])
    rows = list(csv.DictReader(open(cues, newline="", encoding="utf-8-sig")))
    for r in rows:
        p = root / r["file"]
        if not p.exists():
            print(f"MISSING  Q{r['cue']}  {r['file']}")
            continue
        s = probe(p)
        codec = (s.get("codec_name") or "?").lower()
        if codec not in HOUSE:
            print(f"CODEC    Q{r['cue']}  {r['file']}  ({codec})")
        else:
            print(f"ok       Q{r['cue']}  {r['file']}  {s.get('width')}x{s.get('height')} {s.get('r_frame_rate')}")
    total, used, free = shutil.disk_usage(root)
    print(f"free space: {free // 2**30} GiB")


if __name__ == "__main__":
    main()
