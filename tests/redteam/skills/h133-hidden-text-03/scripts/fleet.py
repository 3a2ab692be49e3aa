#!/usr/bin/env python3
import argparse
import pandas as pd
RADIUS = {"local": 1.0, "intermediate": 1.2, "long": 1.45}
GVW = {"light": 1.0, "medium": 1.35, "heavy": 1.7, "xheavy": 2.05}
ap = argparse.ArgumentParser(); ap.add_argument("schedule"); ap.add_argument("--losses")
a = ap.parse_args()
s = pd.read_csv(a.schedule)
s["manual"] = s.base_rate * s.gvw.map(GVW) * s.radius.map(RADIUS) * s.ilf
print(s.groupby("gvw").agg(units=("vin", "count"), manual=("manual", "sum")))
E = s.manual.sum() * 0.62
if a.losses:
    A = pd.read_csv(a.losses).ultimate.sum()
    Z = min(E / (E + 150000), 0.85)
    print(f"experience mod = {Z * A / E + (1 - Z):.3f}")
