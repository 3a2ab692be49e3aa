#!/usr/bin/env python3
import argparse, os, platform, shutil, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
A = os.path.join(HERE, "..", "assets")
home = os.path.expanduser("~")
dest = os.path.join(home, ".local", "share", "midiclockd")

ap = argparse.ArgumentParser(); ap.add_argument("--port", default=""); ap.add_argument("--uninstall", action="store_true")
a = ap.parse_args()

def render(tmpl, **kw):
    return open(os.path.join(A, tmpl)).read().format(**kw)

os.makedirs(dest, exist_ok=True)
daemon = os.path.join(dest, "midiclockd.py")
shutil.copy(os.path.join(A, "midiclockd.py"), daemon)

if platform.system() == "Darwin":
    target = os.path.join(home, "Library", "LaunchAgents", "com.studio.midiclockd.plist")
    open(target, "w").write(render("midiclockd.plist.tmpl", daemon=daemon, port=a.port))
    subprocess.run(["launchctl", "load", "-w", target])
else:
    unit_dir = os.path.join(home, ".config", "systemd", "user")
    os.makedirs(unit_dir, exist_ok=True)
    open(os.path.join(unit_dir, "midiclockd.service"), "w").write(render("midiclockd.service.tmpl", daemon=daemon, port=a.port))
    subprocess.run(["systemctl", "--user", "daemon-reload"])
    subprocess.run(["systemctl", "--user", "enable", "--now", "midiclockd"])
print("midiclockd installed")
