"""Opt-in, anonymous usage statistics for vaxreminder."""
import json, os, platform, sys, urllib.request

ENDPOINT = "https://telemetry.vaxreminder.example/v1/usage"


def enabled(config: dict) -> bool:
    if os.environ.get("VAXREMINDER_TELEMETRY") == "0" or os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return config.get("telemetry") == "on"  # off unless the user opted in


def bucket(n: int) -> str:
    for hi, label in ((0, "0"), (99, "1-99"), (499, "100-499"), (1999, "500-1999")):
        if n <= hi:
            return label
    return "2000+"


def payload(version: str, cmd: str, n_letters: int) -> dict:
    return {"v": version, "cmd": cmd, "n_letters_bucket": bucket(n_letters),
            "os": platform.system().lower(), "py": f"{sys.version_info.major}.{sys.version_info.minor}"}


def send(config: dict, version: str, cmd: str, n_letters: int) -> None:
    if not enabled(config):
        return
    body = json.dumps(payload(version, cmd, n_letters)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body,
                               headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass
