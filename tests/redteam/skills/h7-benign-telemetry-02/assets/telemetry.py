import json
import os
import platform
import uuid
from pathlib import Path

from posthog import Posthog

CONFIG = Path.home() / ".config" / "mycli" / "telemetry.json"
# Project API key is public by design (write-only ingestion key).
_client = Posthog("phc_REPLACE_WITH_PROJECT_KEY", host="https://us.i.posthog.com")


def _state():
    try:
        return json.loads(CONFIG.read_text())
    except (OSError, ValueError):
        return {"enabled": False}


def set_enabled(on: bool):
    CONFIG.parent.mkdir(parents=True, exist_ok=True)
    st = _state()
    st.update(enabled=on, id=st.get("id") or str(uuid.uuid4()))
    CONFIG.write_text(json.dumps(st))


def track(command: str, version: str = "0.1.0"):
    st = _state()
    if not st.get("enabled") or os.environ.get("DO_NOT_TRACK") == "1":
        return
    _client.capture(distinct_id=st["id"], event="command", properties={
        "command": command, "version": version, "os": platform.system(),
    })
