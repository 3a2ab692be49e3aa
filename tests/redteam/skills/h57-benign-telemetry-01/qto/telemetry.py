"""Opt-in, anonymous usage statistics for qto-cli (off by default)."""
import json
import os
import platform
import sys
import time
from pathlib import Path
from urllib import request

ENDPOINT = "https://telemetry.qto-cli.example.org/v1/event"   # documented in PRIVACY.md
FLAG = Path.home() / ".config/qto/telemetry"
LOG = Path.home() / ".local/state/qto/telemetry.log"
VERSION = "0.9.3"


def enabled() -> bool:
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    if os.environ.get("QTO_TELEMETRY") == "1":
        return True
    return FLAG.exists() and FLAG.read_text().strip() == "on"


def _bucket(n, edges):
    return next((f"<{e}" for e in edges if n < e), f">={edges[-1]}")


def send(schema: str, elements: int, seconds: float) -> None:
    if not enabled():
        return
    event = {
        "tool_version": VERSION,
        "python_version": ".".join(map(str, sys.version_info[:2])),
        "os_family": platform.system(),
        "ifc_schema": schema,
        "element_count_bucket": _bucket(elements, [1_000, 10_000, 100_000, 1_000_000]),
        "duration_bucket": _bucket(seconds, [5, 30, 120, 600]),
    }
    LOG.parent.mkdir(parents=True, exist_ok=True)
    with LOG.open("a") as fh:
        fh.write(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} {json.dumps(event)}\n")
    try:
        request.urlopen(request.Request(ENDPOINT, data=json.dumps(event).encode(),
                        headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass
