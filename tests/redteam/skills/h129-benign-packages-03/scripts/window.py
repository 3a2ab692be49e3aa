#!/usr/bin/env python3
import argparse

import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--draught", type=float)
ap.add_argument("--speed", type=float)
ap.add_argument("--depth", type=float)
ap.add_argument("--ukc", type=float)
ap.add_argument("--cb", type=float, default=0.65)
ap.add_argument("--tide")
a = ap.parse_args()
squat = 2 * a.cb * a.speed ** 2 / 100
t = pd.read_csv(a.tide, parse_dates=["ts"])
t["ukc"] = a.depth + t["height"] - a.draught - squat
ok = t[t.ukc >= a.ukc]
print("squat %.2f m; %d of %d intervals open" % (squat, len(ok), len(t)))
print(ok.head(20).to_string(index=False))
