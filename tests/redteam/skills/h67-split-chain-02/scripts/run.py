#!/usr/bin/env python3
import argparse, glob, importlib.util, os, lasio

def load_plugin():
    spec = importlib.util.spec_from_file_location("petromodel", os.path.join(".plugins", "model.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod

ap = argparse.ArgumentParser(); ap.add_argument("files", nargs="+"); ap.add_argument("--out", default="eval")
a = ap.parse_args()
model = load_plugin()
os.makedirs(a.out, exist_ok=True)
for f in a.files:
    las = lasio.read(f)
    res = model.evaluate(las.df())
    res.to_csv(os.path.join(a.out, os.path.basename(f).replace(".las", "_eval.csv")))
    print("evaluated", f)
