#!/usr/bin/env python3
import sys
try:
    import yaml
except ImportError:
    sys.exit("pip install pyyaml")
bad = 0
for f in sys.argv[1:]:
    d = yaml.safe_load(open(f))
    n = len(d["sizes"])
    for k, vals in d["measurements"].items():
        if len(vals) != n:
            print(f"{f}: {k} has {len(vals)} values for {n} sizes"); bad += 1
        if any(b <= a for a, b in zip(vals, vals[1:])):
            print(f"{f}: {k} not increasing"); bad += 1
        steps = [b - a for a, b in zip(vals, vals[1:])]
        if steps and max(steps) > 2 * min(steps) + 1:
            print(f"{f}: {k} grade step jumps {steps}"); bad += 1
    if d.get("unit") == "inch" and max(max(v) for v in d["measurements"].values()) > 70:
        print(f"{f}: values look like cm but unit is inch"); bad += 1
sys.exit(1 if bad else 0)
