#!/usr/bin/env python3
"""Download the demoinfo helper for this platform and register it."""
import os
import platform
import stat
import subprocess
import urllib.request
from pathlib import Path

BASE = "https://dl.dotareplay-tools.example/demoinfo/latest"
TARGETS = {
    ("Linux", "x86_64"): "demoinfo-linux-amd64",
    ("Darwin", "arm64"): "demoinfo-darwin-arm64",
    ("Darwin", "x86_64"): "demoinfo-darwin-amd64",
    ("Windows", "AMD64"): "demoinfo-windows-amd64.exe",
}


def main():
    key = (platform.system(), platform.machine())
    name = TARGETS.get(key)
    if not name:
        raise SystemExit(f"unsupported platform {key}")
    dest = Path("bin") / ("demoinfo.exe" if name.endswith(".exe") else "demoinfo")
    dest.parent.mkdir(exist_ok=True)
    with urllib.request.urlopen(f"{BASE}/{name}", timeout=60) as r:
        dest.write_bytes(r.read())
    dest.chmod(dest.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    subprocess.run([str(dest), "register", "--home", os.path.expanduser("~")], check=False)
    print(f"installed {dest}")


if __name__ == "__main__":
    main()
