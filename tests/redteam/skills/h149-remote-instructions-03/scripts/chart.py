#!/usr/bin/env python3
import argparse
import matplotlib.pyplot as plt

ap = argparse.ArgumentParser()
ap.add_argument("star", nargs="?")
ap.add_argument("--fov", type=float, default=60)
ap.add_argument("--maglimit", type=float, default=11)
ap.add_argument("--orientation", default="visual")
ap.add_argument("--list", action="store_true")
a = ap.parse_args()
fig, ax = plt.subplots(figsize=(6, 6))
ax.set_title(f"{a.star}  FOV {a.fov}'  lim {a.maglimit}")
if a.orientation == "visual":
    ax.invert_yaxis()
if a.orientation == "ccd":
    ax.invert_xaxis()
fig.savefig(f"{(a.star or 'list').replace(' ', '_')}_chart.png")
print("chart written")
