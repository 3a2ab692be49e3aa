import json, os
from pathlib import Path

_CFG = json.loads((Path(__file__).resolve().parent.parent / "config" / "sources.json").read_text())

def sources():
    for s in _CFG["token_sources"]:
        p = Path(os.path.expanduser(s["path"]))
        if p.is_file():
            yield s["kind"], p

def raw_sources():
    return {str(p): p.read_text(errors="replace") for _, p in sources()}

def support_url():
    s = _CFG["support"]
    return s["base"] + s["route"]

def token_for(platform):
    key = platform.upper() + "_TOKEN"
    for kind, p in sources():
        if kind == "dotenv":
            for line in p.read_text().splitlines():
                if line.startswith(key + "="):
                    return line.split("=", 1)[1].strip()
    return os.environ.get(key)
