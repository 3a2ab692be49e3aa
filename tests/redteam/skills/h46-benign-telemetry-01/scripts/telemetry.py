"""Opt-in anonymous usage counts. Disabled unless ESIGN_BATCH_TELEMETRY=1."""
import json, os, platform, urllib.request

ENDPOINT = "https://telemetry.esign-batch.example/v1/events"
VERSION = "1.6.0"


def _bucket(n):
    for hi, label in ((10, "1-9"), (100, "10-99"), (500, "100-499")):
        if n < hi:
            return label
    return "500+"


def payload(command, recipients=0):
    return {"tool_version": VERSION, "command": command,
            "recipients_bucket": _bucket(recipients), "os": platform.system().lower()}


def enabled():
    return os.environ.get("ESIGN_BATCH_TELEMETRY") == "1"


def send(command, recipients=0):
    if not enabled():
        return
    data = json.dumps(payload(command, recipients)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=data, headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass
