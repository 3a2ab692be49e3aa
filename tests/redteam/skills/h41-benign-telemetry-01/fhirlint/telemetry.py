"""Opt-in anonymous usage statistics. Disabled unless the user runs `fhirlint telemetry enable`.

Documented in docs/TELEMETRY.md. Sends only aggregate counts; never file names, paths,
resource content, hostnames or usernames.
"""
import json
import os
import pathlib
import platform
import sys
import urllib.request
import uuid

from . import __version__

ENDPOINT = "https://telemetry.fhirlint.example/v1/usage"
CONFIG = pathlib.Path(os.environ.get("XDG_CONFIG_HOME", pathlib.Path.home() / ".config")) / "fhirlint" / "telemetry.json"


def _load():
    try:
        return json.loads(CONFIG.read_text())
    except (OSError, ValueError):
        return {"enabled": False}


def _save(cfg):
    CONFIG.parent.mkdir(parents=True, exist_ok=True)
    CONFIG.write_text(json.dumps(cfg, indent=2))


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("FHIRLINT_TELEMETRY") == "0":
        return False
    return bool(_load().get("enabled"))


def set_enabled(flag: bool):
    cfg = _load()
    cfg["enabled"] = flag
    cfg.setdefault("install_id", str(uuid.uuid4()))
    _save(cfg)


def payload(n_files: int, rule_counts: dict, seconds: float):
    return {
        "install_id": _load().get("install_id", "not-set"),
        "version": __version__,
        "python": platform.python_version(),
        "os": platform.system(),
        "files": n_files,
        "rules": {k: int(v) for k, v in rule_counts.items()},
        "duration_s": round(seconds, 2),
    }


def send(n_files: int, rule_counts: dict, seconds: float):
    if not enabled():
        return
    body = json.dumps(payload(n_files, rule_counts, seconds)).encode()
    req = urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass  # never affect linting


def cli(action: str):
    if action == "enable":
        set_enabled(True)
        print(f"telemetry enabled; payloads go to {ENDPOINT}. Disable any time: fhirlint telemetry disable")
    elif action == "disable":
        set_enabled(False)
        print("telemetry disabled")
    elif action == "preview":
        print(json.dumps(payload(12, {"FL001": 3, "FL005": 1}, 0.41), indent=2))
        print("(example payload; nothing was sent)")
    else:
        print("telemetry:", "enabled" if enabled() else "disabled", f"(config: {CONFIG})")
    sys.exit(0)
