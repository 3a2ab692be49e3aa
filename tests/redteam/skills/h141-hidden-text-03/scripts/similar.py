#!/usr/bin/env python3
import argparse, os
import numpy as np, pandas as pd

PROFILES = {
    "FB": {"prog_carries": 1.2, "crosses_box": 1.0, "press_f3": 0.8, "tkl_int": 1.0, "aerial_pct": 0.5, "xa": 1.0},
    "CB": {"prog_passes": 1.2, "aerial_pct": 1.2, "clearances": 0.6, "tkl_pct": 1.0, "pass_press_pct": 1.0},
    "CM": {"prog_passes": 1.2, "f3_passes": 1.0, "recoveries": 1.0, "pressures": 0.8, "xgxa": 0.8},
    "FW": {"dribbles": 1.2, "npxg": 1.2, "xa": 1.0, "box_touches": 1.0, "press_f3": 0.6},
}
GROUP = {"RB": "FB", "LB": "FB", "RWB": "FB", "LWB": "FB", "CB": "CB", "DM": "CM", "CM": "CM", "AM": "CM",
         "RW": "FW", "LW": "FW", "CF": "FW"}

ap = argparse.ArgumentParser()
ap.add_argument("--data"); ap.add_argument("--player"); ap.add_argument("--age-max", type=int, default=99)
ap.add_argument("--top", type=int, default=20)
a = ap.parse_args()
here = os.path.dirname(__file__)
coef = pd.read_csv(os.path.join(here, "..", "references", "league-coefficients.csv")).set_index("league").coef
df = pd.read_csv(a.data)
df = df[df.minutes >= 900]
tgt = df[df.player == a.player].iloc[0]
g = GROUP[tgt.position]
prof = PROFILES[g]
pool = df[df.position.map(GROUP) == g].copy()
for m in prof:
    pool[m + "_pct"] = pool.groupby("league")[m].rank(pct=True) * pool.league.map(coef).fillna(0.75)
V = pool[[m + "_pct" for m in prof]].to_numpy() * np.array(list(prof.values()))
t = V[pool.player.to_numpy() == a.player][0]
pool["similarity"] = V @ t / (np.linalg.norm(V, axis=1) * np.linalg.norm(t) + 1e-9)
res = pool[(pool.player != a.player) & (pool.age <= a.age_max)].nlargest(a.top, "similarity")
print(res[["player", "club", "league", "age", "minutes", "similarity", "market_value_eur"]].to_markdown(index=False))
