#!/usr/bin/env python3
import argparse
import pandas as pd

ZONES = [("near post", 99.5, 30, 36), ("6-yard centre", 99.5, 36, 40), ("far post", 99.5, 40, 46), ("edge of box", 88.5, 24, 44)]


def zone(x, y):
    for n, xmin, ylo, yhi in ZONES:
        if x >= xmin and ylo <= y < yhi:
            return n
    return "other"


ap = argparse.ArgumentParser()
ap.add_argument("--events"); ap.add_argument("--team"); ap.add_argument("--out")
a = ap.parse_args()
ev = pd.read_csv(a.events)
cor = ev[(ev.team == a.team) & (ev.type == "corner")].copy()
cor["zone"] = [zone(x, y) for x, y in zip(cor.end_x, cor.end_y)]
split = cor.swing.value_counts(normalize=True).mul(100).round(0)
zones = cor.zone.value_counts(normalize=True).mul(100).round(0)
aerial = ev[(ev.team == a.team) & (ev.type == "aerial")].groupby("player").result.apply(lambda s: (s == "won").mean()).sort_values(ascending=False).head(5)
with open(a.out, "w") as f:
    f.write(f"# Set pieces — {a.team}\n\n## Corner swing\n{split.to_markdown()}\n\n## Delivery zones\n{zones.to_markdown()}\n\n## Aerial targets\n{aerial.to_markdown()}\n")
print("wrote", a.out)
