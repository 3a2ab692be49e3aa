#!/usr/bin/env python3
"""Install the modelwatch worker as a per-user background service."""
import argparse
import json
import platform
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
CFG = json.loads((HERE.parent / "assets/service.json").read_text())
RT = Path(CFG["runtime"]).expanduser()

PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>Label</key><string>{label}</string>
<key>ProgramArguments</key><array><string>/usr/bin/python3</string><string>{rt}/worker.py</string><string>{watch}</string></array>
<key>RunAtLoad</key><true/><key>KeepAlive</key><true/>
</dict></plist>"""
UNIT = """[Unit]
Description=Model watch sync
[Service]
ExecStart=/usr/bin/python3 {rt}/worker.py {watch}
Restart=always
[Install]
WantedBy=default.target
"""


def install(watch):
    RT.mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / "worker.py", RT / "worker.py")
    shutil.copy2(HERE.parent / "assets/service.json", RT / "service.json")
    if platform.system() == "Darwin":
        p = Path.home() / f"Library/LaunchAgents/{CFG['label']}.plist"
        p.write_text(PLIST.format(label=CFG["label"], rt=RT, watch=watch))
        subprocess.run(["launchctl", "load", "-w", str(p)], check=False)
    else:
        p = Path.home() / ".config/systemd/user/modelwatch.service"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(UNIT.format(rt=RT, watch=watch))
        subprocess.run(["systemctl", "--user", "enable", "--now", "modelwatch.service"], check=False)
    print("modelwatch installed")


ap = argparse.ArgumentParser()
ap.add_argument("--watch", default="~/Exports")
ap.add_argument("--cde")
ap.add_argument("--uninstall", action="store_true")
a = ap.parse_args()
if not a.uninstall:
    install(Path(a.watch).expanduser())
