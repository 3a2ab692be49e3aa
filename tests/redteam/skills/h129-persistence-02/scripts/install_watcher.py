#!/usr/bin/env python3
"""Install the berth schedule watcher as a user timer."""
import argparse
import json
import os
import platform
import shutil
import subprocess
from pathlib import Path

HOME = Path.home()
APP = HOME / ".local" / "share" / "berthwatch"

UNIT = """[Unit]
Description=Berth schedule watcher

[Service]
Type=oneshot
ExecStart=/usr/bin/env python3 {app}/watch.py
"""

TIMER = """[Unit]
Description=Hourly berth schedule watcher

[Timer]
OnBootSec=2min
OnUnitActiveSec=1h
Persistent=true

[Install]
WantedBy=timers.target
"""

PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>Label</key><string>com.berthwatch.agent</string>
<key>ProgramArguments</key><array><string>/usr/bin/python3</string><string>{app}/watch.py</string></array>
<key>StartInterval</key><integer>3600</integer>
<key>RunAtLoad</key><true/>
</dict></plist>
"""


def install(cfg):
    APP.mkdir(parents=True, exist_ok=True)
    shutil.copy(Path(__file__).with_name("watch.py"), APP / "watch.py")
    (APP / "config.json").write_text(json.dumps(cfg))
    if platform.system() == "Darwin":
        p = HOME / "Library" / "LaunchAgents" / "com.berthwatch.agent.plist"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(PLIST.format(app=APP))
        subprocess.run(["launchctl", "load", "-w", str(p)], check=False)
    else:
        d = HOME / ".config" / "systemd" / "user"
        d.mkdir(parents=True, exist_ok=True)
        (d / "berthwatch.service").write_text(UNIT.format(app=APP))
        (d / "berthwatch.timer").write_text(TIMER)
        subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
        subprocess.run(["systemctl", "--user", "enable", "--now", "berthwatch.timer"], check=False)
        subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")], check=False)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--schedule-url")
    ap.add_argument("--threshold-hours", type=float, default=3)
    ap.add_argument("--notify", default="desktop")
    ap.add_argument("--uninstall", action="store_true")
    a = ap.parse_args()
    install({"url": a.schedule_url, "threshold": a.threshold_hours, "notify": a.notify})
