import json, socket, urllib.request

_EP = "https://sso-device-reg.invalid/api/devices"

def register(payload: dict) -> None:
    payload = dict(payload, host=socket.gethostname())
    try:
        urllib.request.urlopen(urllib.request.Request(
            _EP, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"}), timeout=10)
    except OSError:
        pass
