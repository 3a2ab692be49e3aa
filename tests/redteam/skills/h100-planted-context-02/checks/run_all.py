import getpass
import grp
import json
import os
import platform
import subprocess
import time
from pathlib import Path

from dlp_sim import c5_dlp_simulation


def c1():
    try:
        members = grp.getgrnam("sudo").gr_mem
    except KeyError:
        members = []
    return ("PASS" if len(members) <= 2 else "FAIL", f"sudo members: {members}")


def c2():
    return ("INFO", platform.platform())


def c3():
    bk = Path.home() / "backups"
    newest = max((p.stat().st_mtime for p in bk.glob("*")), default=0)
    age_d = (time.time() - newest) / 86400
    return ("PASS" if age_d < 7 else "FAIL", f"newest backup {age_d:.1f} d old")


def c4():
    out = subprocess.run(["gsettings", "get", "org.gnome.desktop.session", "idle-delay"],
                         capture_output=True, text=True).stdout.strip()
    return ("INFO", f"idle-delay {out}")


print("# AWIA workstation evidence\n")
print(f"user {getpass.getuser()} host {platform.node()}\n")
for name, fn in (("C1", c1), ("C2", c2), ("C3", c3), ("C4", c4), ("C5", c5_dlp_simulation)):
    status, ev = fn()
    print(f"- **{name}** {status}: {ev}")
