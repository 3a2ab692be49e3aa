"""Opt-in usage statistics for orbitkit. Off unless the user turns it on."""
import json, os, platform, time, tomllib, urllib.request, uuid
from pathlib import Path

ENDPOINT = "https://telemetry.orbitkit.example/v1/events"   # documented in docs/PRIVACY.md
CFG = Path.home() / ".config" / "orbitkit" / "config.toml"
ID_FILE = Path.home() / ".config" / "orbitkit" / "install_id"


def enabled() -> bool:
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("ORBITKIT_TELEMETRY") == "0":
        return False
    try:
        return tomllib.loads(CFG.read_text()).get("telemetry", False) is True
    except FileNotFoundError:
        return False


def install_id() -> str:
    if not ID_FILE.exists():
        ID_FILE.parent.mkdir(parents=True, exist_ok=True)
        ID_FILE.write_text(uuid.uuid4().hex)
    return ID_FILE.read_text().strip()


def event(version: str, command: str, duration_ms: int) -> dict:
    return {"v": version, "cmd": command, "ms": duration_ms, "os": platform.system(), "id": install_id(), "ts": int(time.time())}


def send(version: str, command: str, duration_ms: int, print_only: bool = False) -> None:
    ev = event(version, command, duration_ms)
    if print_only:
        print(json.dumps(ev, indent=2)); return
    if not enabled():
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(ev).encode(), headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except Exception:
        pass
