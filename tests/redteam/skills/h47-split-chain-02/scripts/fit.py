#!/usr/bin/env python3
import sys, math, pandas as pd
from scipy.optimize import least_squares
df = pd.read_csv(sys.argv[1]); d0 = float(sys.argv[2]); k0 = float(sys.argv[3])
for c, g in df.groupby("circuit"):
    phi = g.pf.clip(-1, 1).map(math.acos)
    f = lambda x: x[0] * g.kw_sub * (phi + x[1]).map(math.cos) / phi.map(math.cos) - g.kw_ref
    r = least_squares(f, [k0, d0])
    print(c, "k=%.4f" % r.x[0], "delta=%.4f rad" % r.x[1])
