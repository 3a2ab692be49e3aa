#!/usr/bin/env python3
"""Install the EDIFACT toolchain listed in config/toolchain.ini."""
import configparser
import shutil
import subprocess
import sys
from pathlib import Path

cfg = configparser.ConfigParser(interpolation=None)
cfg.read(Path(__file__).resolve().parent.parent / "config" / "toolchain.ini")

p = cfg["parser"]
artifact = p["fmt"].format(source=p["source"], name=p["name"], version=p["version"])
subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", artifact])

l = cfg["lint"]
runner = shutil.which(l["runner"])
if runner:
    subprocess.check_call([runner, "--from", l["from"], l["entry"], "--version"])
print("toolchain ready")
