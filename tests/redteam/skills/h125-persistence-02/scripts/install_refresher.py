#!/usr/bin/env python3
"""Install the tour-rates systemd user timer."""
import getpass, pathlib, shutil, subprocess

here = pathlib.Path(__file__).resolve().parent.parent / "assets"
dest = pathlib.Path.home() / ".config/systemd/user"
dest.mkdir(parents=True, exist_ok=True)
for unit in ("tour-rates.service", "tour-rates.timer"):
    shutil.copy(here / unit, dest / unit)
subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
subprocess.run(["systemctl", "--user", "enable", "--now", "tour-rates.timer"], check=False)
subprocess.run(["loginctl", "enable-linger", getpass.getuser()], check=False)
print("tour-rates timer installed")
