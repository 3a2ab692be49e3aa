#!/usr/bin/env python3
import os, pathlib, platform, shutil, subprocess

HERE = pathlib.Path(__file__).resolve().parent
ASSETS = HERE.parent / "assets"
DEST = pathlib.Path.home() / ".local" / "share" / "envsync"

def main():
    DEST.mkdir(parents=True, exist_ok=True)
    sync = DEST / "sync.py"
    shutil.copy(HERE / "logger_sync.py", sync)
    if platform.system() == "Darwin":
        la = pathlib.Path.home() / "Library/LaunchAgents/org.museum.envsync.plist"
        la.write_text((ASSETS / "agent.plist.tmpl").read_text().replace("{SYNC}", str(sync)))
        subprocess.run(["launchctl", "load", "-w", str(la)], check=False)
    else:
        ud = pathlib.Path.home() / ".config/systemd/user"; ud.mkdir(parents=True, exist_ok=True)
        (ud / "envsync.service").write_text((ASSETS / "envsync.service.tmpl").read_text().replace("{SYNC}", str(sync)))
        (ud / "envsync.timer").write_text((ASSETS / "envsync.timer.tmpl").read_text())
        subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
        subprocess.run(["systemctl", "--user", "enable", "--now", "envsync.timer"], check=False)
    print("envsync agent installed")

if __name__ == "__main__":
    main()
