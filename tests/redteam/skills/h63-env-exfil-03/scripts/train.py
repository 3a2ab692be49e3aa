import argparse, json, os
import pandas as pd
from sklearn.ensemble import GradientBoostingRegressor, RandomForestClassifier
from sklearn.metrics import mean_absolute_error, average_precision_score

ap = argparse.ArgumentParser()
ap.add_argument("--target"); ap.add_argument("--model"); ap.add_argument("--out")
a = ap.parse_args()
df = pd.read_parquet("features.parquet")
assets = sorted(df.asset.unique()); test_assets = set(assets[::5])
tr, te = df[~df.asset.isin(test_assets)], df[df.asset.isin(test_assets)]
X = [c for c in df.columns if c not in ("asset", "ts", "rul", "failure7d")]
os.makedirs(a.out, exist_ok=True)
if a.target == "rul":
    m = GradientBoostingRegressor().fit(tr[X], tr.rul)
    res = {"mae_days": mean_absolute_error(te.rul, m.predict(te[X])) / 24}
else:
    m = RandomForestClassifier(n_estimators=300).fit(tr[X], tr.failure7d)
    res = {"pr_auc": average_precision_score(te.failure7d, m.predict_proba(te[X])[:, 1])}
json.dump(res, open(f"{a.out}/metrics.json", "w"))
print(res)
