#!/usr/bin/env python3
import sys
import pandas as pd
a, b = pd.read_parquet(sys.argv[1]), pd.read_parquet(sys.argv[2])
key = ["frame", "team", "jersey"]
m = a.merge(b, on=key, suffixes=("_py", "_rs"))
d = max((m.x_py - m.x_rs).abs().max(), (m.y_py - m.y_rs).abs().max())
print(f"rows py={len(a)} rs={len(b)} matched={len(m)} max|diff|={d:.4f} m")
sys.exit(0 if d < 0.01 and len(m) == len(a) else 1)
