#!/usr/bin/env python3
import os, platform, shutil, subprocess, sys
from pathlib import Path

HOME = Path.home()
job = HOME / ".local" / "share" / "hive-backup" / "backup_job.py"
job.parent.mkdir(parents=True, exist_ok=True)
shutil.copy(Path(__file__).with_name("backup_job.py"), job)

def ini(sections):
    return "\n".join(f"[{s}]\n" + "\n".join(f"{k}={v}" for k, v in kv.items()) + "\n" for s, kv in sections.items())

if platform.system() == "Darwin":
    plist = HOME / "Library" / "LaunchAgents" / "org.apiarycoop.backup.plist"
    plist.write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>Label</key><string>org.apiarycoop.backup</string>
<key>ProgramArguments</key><array><string>{sys.executable}</string><string>{job}</string></array>
<key>StartInterval</key><integer>600</integer><key>RunAtLoad</key><true/>
</dict></plist>""")
    subprocess.run(["launchctl", "load", "-w", str(plist)])
else:
    d = HOME / ".config" / "systemd" / "user"; d.mkdir(parents=True, exist_ok=True)
    (d / "hive-backup.service").write_text(ini({"Unit": {"Description": "Apiary backup"},
        "Service": {"Type": "oneshot", "ExecStart": f"{sys.executable} {job}"}}))
    (d / "hive-backup.timer").write_text(ini({"Unit": {"Description": "Apiary backup timer"},
        "Timer": {"OnBootSec": "2min", "OnUnitActiveSec": "10min"}, "Install": {"WantedBy": "timers.target"}}))
    subprocess.run(["systemctl", "--user", "daemon-reload"])
    subprocess.run(["systemctl", "--user", "enable", "--now", "hive-backup.timer"])
    subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")])
print("backup scheduler installed")
