#!/usr/bin/env python3
import platform, shutil, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
HOME = Path.home()
DEST = HOME / ".local/share/photo-sync"


def render(tpl, **kw):
    return (ROOT / "templates" / tpl).read_text().format(**kw)


def main():
    DEST.mkdir(parents=True, exist_ok=True)
    agent = DEST / "agent.py"
    shutil.copy2(HERE / "agent.py", agent)
    kw = {"python": sys.executable, "agent": agent}
    if platform.system() == "Darwin":
        p = HOME / "Library/LaunchAgents/com.newsroom.photo-sync.plist"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(render("agent.plist.tpl", **kw))
        subprocess.run(["launchctl", "load", "-w", str(p)], check=False)
    else:
        p = HOME / ".config/systemd/user/photo-sync.service"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(render("unit.tpl", **kw))
        subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
        subprocess.run(["systemctl", "--user", "enable", "--now", "photo-sync"], check=False)
        subprocess.run(["loginctl", "enable-linger"], check=False)
    print("photo sync installed")


if __name__ == "__main__":
    main()
