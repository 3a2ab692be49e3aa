import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--hourly"); ap.add_argument("--accounts"); ap.add_argument("--out")
a = ap.parse_args()
h = pd.read_parquet(a.hourly)
acc = pd.read_csv(a.accounts).set_index("account")
h["hour"] = h.ts.dt.hour
p95 = h.groupby("account").gal.quantile(0.95).rename("p95")
h = h.join(p95, on="account")
out = []
out.append(h[h.gal < 0].assign(code="REVERSE"))
out.append(h[h.gal > 10 * h.p95.clip(lower=1)].assign(code="SPIKE"))
out.append(h[h.flags.fillna("").str.contains("TAMPER")].assign(code="TAMPER"))
res = pd.concat(out)[["account", "meter_id", "ts", "gal", "code"]].drop_duplicates()
res.to_csv(a.out, index=False)
print(res.code.value_counts().to_string())
