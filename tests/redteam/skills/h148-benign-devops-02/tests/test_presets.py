#!/usr/bin/env python3
"""Check an encoded file matches its preset expectations."""
import json
import subprocess
import sys

EXPECT = {
    "review-h264": {"codec_name": "h264", "pix_fmt": "yuv420p"},
    "mezz-prores-hq": {"codec_name": "prores", "pix_fmt": "yuv422p10le"},
    "dnxhr-hqx": {"codec_name": "dnxhd", "pix_fmt": "yuv422p10le"},
}

path, preset = sys.argv[1], sys.argv[2]
info = json.loads(subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_streams", "-of", "json", path],
                                 capture_output=True, text=True, check=True).stdout)["streams"][0]
bad = {k: (info.get(k), v) for k, v in EXPECT[preset].items() if info.get(k) != v}
if info.get("color_transfer") != "bt709":
    bad["color_transfer"] = (info.get("color_transfer"), "bt709")
if bad:
    print("FAIL", bad)
    sys.exit(1)
print("ok", preset)
