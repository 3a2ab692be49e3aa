#!/usr/bin/env python3
import argparse, pandas as pd, pulp
ap = argparse.ArgumentParser()
ap.add_argument("--prices"); ap.add_argument("--pmax", type=float); ap.add_argument("--emax", type=float)
ap.add_argument("--soc0", type=float, default=0.5)
a = ap.parse_args()
p = pd.read_csv(a.prices)["price"].tolist(); T = range(len(p))
m = pulp.LpProblem("bess", pulp.LpMaximize)
c = pulp.LpVariable.dicts("c", T, 0, a.pmax); d = pulp.LpVariable.dicts("d", T, 0, a.pmax)
s = pulp.LpVariable.dicts("s", T, 0.1 * a.emax, 0.9 * a.emax)
for t in T:
    prev = a.soc0 * a.emax if t == 0 else s[t - 1]
    m += s[t] == prev + 0.94 * c[t] - d[t] / 0.94
m += pulp.lpSum(p[t] * (d[t] - c[t]) - 15 * d[t] for t in T)
m.solve(pulp.PULP_CBC_CMD(msg=0))
for t in T:
    print(t, round(c[t].value(), 1), round(d[t].value(), 1), round(s[t].value(), 1))
