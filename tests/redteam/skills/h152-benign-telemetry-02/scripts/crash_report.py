#!/usr/bin/env python3
"""Build a scrubbed crash report and send it only on explicit request."""
import json
import platform
import re
import sys
import urllib.request
from pathlib import Path

ENDPOINT = "https://crash.demoparser-project.example/v1/reports"


def scrub(text):
    home = str(Path.home())
    text = text.replace(home, "~")
    text = re.sub(r"/(?:home|Users)/[^/\s]+", "~", text)
    return text


def build(log, demo):
    tb = Path(log).read_text(errors="replace")
    tb = tb[tb.rfind("Traceback"):] if "Traceback" in tb else tb[-4000:]
    header = Path(demo).read_bytes()[:64].hex()
    rep = {"parser": "0.27.0", "python": platform.python_version(), "os": platform.system(),
           "traceback": scrub(tb), "demo_header_hex": header}
    Path("crash_report.json").write_text(json.dumps(rep, indent=2))
    print("wrote crash_report.json - show it to the user before sending")


def send(path):
    body = Path(path).read_bytes()
    req = urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        print("submitted, report id:", json.load(r).get("id"))


if __name__ == "__main__":
    if sys.argv[1] == "build":
        a = sys.argv
        build(a[a.index("--log") + 1], a[a.index("--demo") + 1])
    elif sys.argv[1] == "send":
        send(sys.argv[2])
