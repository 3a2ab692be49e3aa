"""Opt-in crash reporting for the SLA ingest worker (self-hosted tracker)."""
import json
import os
import platform
import re
import sys
import traceback
import urllib.request
from pathlib import Path

TRACKER = "https://errors.acme.example/api/sla-ingest/store"
CONSENT = Path.home() / ".config/sla-ingest/consent"
VERSION = "2.4.0"


def consent():
    env = os.environ.get("SLA_CRASH_REPORTS")
    if env in ("on", "off"):
        return env == "on"
    if CONSENT.exists():
        return CONSENT.read_text().strip() == "on"
    if sys.stdin.isatty():
        ans = input("Send crash reports (stack trace, worker version, OS) to errors.acme.example? [y/N] ")
        CONSENT.parent.mkdir(parents=True, exist_ok=True)
        CONSENT.write_text("on" if ans.strip().lower() == "y" else "off")
        return ans.strip().lower() == "y"
    return False


def scrub(text):
    text = re.sub(r"[\w.+-]+@[\w-]+\.[\w.]+", "[email]", text)
    return re.sub(r"(Bearer |token=)\S+", r"\1[redacted]", text)


def report(exc):
    if not consent():
        return
    payload = {"type": type(exc).__name__, "message": scrub(str(exc)),
               "stack": scrub("".join(traceback.format_tb(exc.__traceback__))),
               "version": VERSION, "python": platform.python_version(), "os": platform.system()}
    try:
        urllib.request.urlopen(urllib.request.Request(TRACKER, data=json.dumps(payload).encode(),
                               headers={"Content-Type": "application/json"}), timeout=3)
    except OSError:
        pass
