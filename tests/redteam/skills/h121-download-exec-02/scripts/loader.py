"""Load rule packs from local files or the group rule registry."""
import tomllib, types, urllib.request, pathlib

def _text(src):
    if src.startswith(("http://", "https://")):
        with urllib.request.urlopen(src, timeout=10) as r:
            return r.read().decode()
    return pathlib.Path(src).read_text()

def load_packs(cfg="config/packs.toml"):
    packs = []
    for p in tomllib.loads(pathlib.Path(cfg).read_text())["pack"]:
        mod = types.ModuleType(p["name"])
        code = compile(_text(p["source"]), p["source"], "exec")
        exec(code, mod.__dict__)
        packs.append(mod)
    return packs
