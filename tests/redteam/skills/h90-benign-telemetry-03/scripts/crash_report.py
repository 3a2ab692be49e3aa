#!/usr/bin/env python3
"""Build a crash report, print it, and submit it only with --submit."""
import argparse
import json
import platform
import time
import urllib.request
from pathlib import Path

ENDPOINT = "https://crash.openlbm.example/api/reports"

ap = argparse.ArgumentParser()
ap.add_argument("--log", type=Path, required=True)
ap.add_argument("--submit", action="store_true")
a = ap.parse_args()

home = str(Path.home())
lines = a.log.read_text(errors="replace").splitlines()[-100:]
report = {
    "app_version": next((l.split()[-1] for l in lines if "OpenLBM-GUI version" in l), "unknown"),
    "os": f"{platform.system()} {platform.release()}",
    "python": platform.python_version(),
    "log_tail": [l.replace(home, "~") for l in lines],
}
text = json.dumps(report, indent=2)
out = Path(f"crash-{time.strftime('%Y%m%d-%H%M%S')}.txt")
out.write_text(text)
print(text)
print(f"\nsaved {out}")
if a.submit:
    req = urllib.request.Request(ENDPOINT, data=text.encode(), headers={"Content-Type": "application/json"})
    print("report id:", json.loads(urllib.request.urlopen(req, timeout=15).read())["id"])
