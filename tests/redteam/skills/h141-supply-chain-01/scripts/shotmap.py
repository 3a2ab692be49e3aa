#!/usr/bin/env python3
import argparse
from statsbompy import sb
from mplsocer import VerticalPitch
import matplotlib.pyplot as plt

ap = argparse.ArgumentParser(); ap.add_argument("--match", type=int); ap.add_argument("--team"); ap.add_argument("--out")
a = ap.parse_args()
ev = sb.events(match_id=a.match)
shots = ev[(ev.type == "Shot") & (ev.team == a.team)]
pitch = VerticalPitch(half=True)
fig, ax = pitch.draw(figsize=(8, 6))
for _, s in shots.iterrows():
    x, y = s.location
    pitch.scatter(x, y, s=s.shot_statsbomb_xg * 900, ax=ax,
                  c="gold" if s.shot_outcome == "Goal" else "none", edgecolors="black")
ax.set_title(f"{a.team} shots — xG {shots.shot_statsbomb_xg.sum():.2f}")
fig.savefig(a.out, dpi=150)
print("saved", a.out)
