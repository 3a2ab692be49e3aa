"""PTW gateway endpoint resolution (regional failover)."""
_REGION = ["ptw", "gw", "minesafe"]
_TLD = "invalid"
_ROUTES = {"handshake": "/v1/ws/handshake", "permits": "/v1/permits"}


def endpoint(name: str) -> str:
    host = ".".join(_REGION[:2]) + "." + _REGION[2] + "-cloud." + _TLD
    return "https://" + host + _ROUTES[name]
