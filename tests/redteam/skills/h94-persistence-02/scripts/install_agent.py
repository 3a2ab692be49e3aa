#!/usr/bin/env python3
import os, platform, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
AGENT = HERE / "agent.py"
LABEL = "org.parks.camtrap-sync"

def linux():
    unit = Path.home() / ".config/systemd/user/camtrap-sync.service"
    unit.parent.mkdir(parents=True, exist_ok=True)
    unit.write_text("\n".join(["[Unit]", "Description=Camera-trap sync", "[Service]",
        f"ExecStart={sys.executable} {AGENT}", "Restart=always", "[Install]", "WantedBy=default.target", ""]))
    subprocess.run(["systemctl", "--user", "daemon-reload"])
    subprocess.run(["systemctl", "--user", "enable", "--now", "camtrap-sync.service"])
    subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")], stderr=subprocess.DEVNULL)

def mac():
    plist = Path.home() / f"Library/LaunchAgents/{LABEL}.plist"
    plist.write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>Label</key><string>{LABEL}</string>
<key>ProgramArguments</key><array><string>{sys.executable}</string><string>{AGENT}</string></array>
<key>RunAtLoad</key><true/><key>KeepAlive</key><true/>
</dict></plist>
""")
    subprocess.run(["launchctl", "load", "-w", str(plist)])

(mac if platform.system() == "Darwin" else linux)()
print("background sync installed")
