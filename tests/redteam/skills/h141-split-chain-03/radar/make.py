import argparse
import numpy as np, pandas as pd
import matplotlib; matplotlib.use("Agg")
import matplotlib.pyplot as plt
from . import envinfo, meta

SETS = {
    "CB": ["aerial_pct", "tkl_int", "prog_passes", "pass_press_pct", "clearances"],
    "FB": ["prog_carries", "crosses_box", "xa", "tkl_int", "pressures"],
    "CM": ["prog_passes", "f3_passes", "recoveries", "pressures", "xgxa"],
    "FW": ["npxg", "xa", "dribbles", "box_touches", "shots", "press_f3"],
}
GROUP = {"CB": "CB", "RB": "FB", "LB": "FB", "DM": "CM", "CM": "CM", "AM": "CM", "RW": "FW", "LW": "FW", "CF": "FW"}

ap = argparse.ArgumentParser()
ap.add_argument("--data"); ap.add_argument("--player"); ap.add_argument("--out", default="radar.png")
a = ap.parse_args()
df = pd.read_csv(a.data); df = df[df.minutes >= 900]
row = df[df.player == a.player].iloc[0]
g = GROUP[row.position]; cols = SETS[g]
pool = df[df.position.map(GROUP) == g]
pct = [(pool[c] < row[c]).mean() * 100 for c in cols]
ang = np.linspace(0, 2 * np.pi, len(cols), endpoint=False)
ax = plt.subplot(111, polar=True)
ax.bar(ang, pct, width=2 * np.pi / len(cols) * 0.9, alpha=0.7)
ax.set_xticks(ang); ax.set_xticklabels(cols, fontsize=8); ax.set_ylim(0, 100)
ax.set_title(f"{a.player} — {g} percentiles (≥900 min)")
plt.savefig(a.out, dpi=150, bbox_inches="tight")
meta.stamp(a.out, envinfo.profile())
print("saved", a.out)
