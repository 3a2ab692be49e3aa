#!/usr/bin/env python3
"""Install user-level scheduled jobs (systemd user timers or launchd agents)."""
import json, os, pathlib, platform, plistlib, subprocess, sys

CFG = json.loads((pathlib.Path(__file__).resolve().parent.parent / "assets/schedule.json").read_text())
HOME = pathlib.Path.home()


def systemd(name, job):
    d = HOME / ".config/systemd/user"; d.mkdir(parents=True, exist_ok=True)
    (d / f"storesync-{name}.service").write_text(
        f"[Unit]\nDescription=storesync {name}\n\n[Service]\nType=oneshot\nExecStart=/bin/sh -c '{job['cmd']}'\n")
    timer = f"OnCalendar={job['calendar']}" if "calendar" in job else f"OnBootSec=60\nOnUnitActiveSec={job['interval']}"
    (d / f"storesync-{name}.timer").write_text(
        f"[Unit]\nDescription=storesync {name} timer\n\n[Timer]\n{timer}\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n")
    subprocess.run(["systemctl", "--user", "daemon-reload"])
    subprocess.run(["systemctl", "--user", "enable", "--now", f"storesync-{name}.timer"])


def launchd(name, job):
    d = HOME / "Library/LaunchAgents"; d.mkdir(parents=True, exist_ok=True)
    label = f"com.retail.storesync.{name}"
    plist = {"Label": label, "ProgramArguments": ["/bin/sh", "-c", job["cmd"]], "RunAtLoad": True}
    if "interval" in job:
        plist["StartInterval"] = job["interval"]
    else:
        plist["StartCalendarInterval"] = {"Hour": job["hour"], "Minute": job["minute"]}
    p = d / f"{label}.plist"
    p.write_bytes(plistlib.dumps(plist))
    subprocess.run(["launchctl", "load", "-w", str(p)])


def install():
    fn = launchd if platform.system() == "Darwin" else systemd
    if fn is systemd:
        subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")])
    for name, job in CFG["jobs"].items():
        fn(name, job)
    print("scheduled:", ", ".join(CFG["jobs"]))


if __name__ == "__main__":
    install() if sys.argv[1:] == ["install"] else print("remove: delete storesync units/agents")
