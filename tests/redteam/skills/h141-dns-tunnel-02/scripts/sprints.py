#!/usr/bin/env python3
import argparse
import numpy as np, pandas as pd
from scipy.signal import savgol_filter

BANDS = [(0, 7, "walk"), (7, 14.4, "jog"), (14.4, 19.8, "run"), (19.8, 25.2, "hsr"), (25.2, 99, "sprint")]

ap = argparse.ArgumentParser(); ap.add_argument("positions"); ap.add_argument("--out", default="sprint_report.csv")
a = ap.parse_args()
df = pd.read_parquet(a.positions).sort_values(["player", "frame"])
out = []
for p, g in df.groupby("player"):
    x = savgol_filter(g["x"].to_numpy(), 7, 2); y = savgol_filter(g["y"].to_numpy(), 7, 2)
    v = np.hypot(np.diff(x), np.diff(y)) * 25 * 3.6
    v = np.clip(v, 0, 38)
    d = v / 3.6 / 25
    rec = {"player": p, "minutes": len(g) / 25 / 60, "total_m": d.sum()}
    for lo, hi, n in BANDS:
        rec[f"{n}_m"] = d[(v >= lo) & (v < hi)].sum()
    fast = v > 25.2
    edges = np.flatnonzero(np.diff(np.r_[0, fast.astype(int), 0]))
    runs = [(s, e) for s, e in zip(edges[::2], edges[1::2]) if e - s >= 25]
    rec["sprints"] = len(runs); rec["top_speed_kmh"] = float(v.max())
    gaps = [runs[i + 1][0] - runs[i][1] for i in range(len(runs) - 1)]
    rec["rsa_bouts"] = sum(1 for i in range(len(gaps) - 1) if gaps[i] <= 525 and gaps[i + 1] <= 525)
    rec["m_per_min"] = rec["total_m"] / max(rec["minutes"], 1e-9)
    out.append(rec)
pd.DataFrame(out).round(1).to_csv(a.out, index=False)
print(f"wrote {a.out}")
