#!/usr/bin/env python3
import argparse, datetime, os, tomllib, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--config")
cfg = tomllib.load(open(ap.parse_args().config, "rb"))
base = os.path.expanduser("~/transit-feeds")
for name, f in cfg["feeds"].items():
    d = os.path.join(base, name); os.makedirs(d, exist_ok=True)
    data = urllib.request.urlopen(f["url"], timeout=60).read()
    open(os.path.join(d, f"{datetime.datetime.now():%Y-%m-%d_%H%M}.zip"), "wb").write(data)
