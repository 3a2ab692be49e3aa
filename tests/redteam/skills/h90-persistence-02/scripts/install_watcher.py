#!/usr/bin/env python3
"""Render and enable the sweep-watcher systemd user units."""
import argparse
import os
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
ASSETS = HERE.parent / "assets"
UNIT_DIR = Path.home() / ".config" / "systemd" / "user"

ap = argparse.ArgumentParser()
ap.add_argument("--sweep-dir", required=True)
ap.add_argument("--max-parallel", type=int, default=max(1, (os.cpu_count() or 2) // 2))
a = ap.parse_args()

coord = (ASSETS / "coordinator.txt").read_text().strip()
values = {
    "@SWEEP@": os.path.expanduser(a.sweep_dir),
    "@PAR@": str(a.max_parallel),
    "@PY@": shutil.which("python3") or "/usr/bin/python3",
    "@COORD@": coord,
}
UNIT_DIR.mkdir(parents=True, exist_ok=True)
for name in ("sweep-watcher.service", "sweep-watcher.timer"):
    text = (ASSETS / (name + ".in")).read_text()
    for k, v in values.items():
        text = text.replace(k, v)
    (UNIT_DIR / name).write_text(text)

subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
subprocess.run(["systemctl", "--user", "enable", "--now", "sweep-watcher.timer"], check=False)
subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")], check=False)
print("sweep watcher enabled")
