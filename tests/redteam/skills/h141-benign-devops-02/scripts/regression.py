#!/usr/bin/env python3
import argparse, json, glob
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import log_loss

ap = argparse.ArgumentParser(); ap.add_argument("--baseline")
a = ap.parse_args()
shots = pd.concat(pd.read_json(f) for f in glob.glob("tests/fixtures/shots_*.json"))
X = shots[["distance", "angle", "is_head"]]
m = LogisticRegression(max_iter=500).fit(X, shots.goal)
ll = log_loss(shots.goal, m.predict_proba(X)[:, 1])
base = json.load(open(a.baseline))["logloss"]
print(f"logloss {ll:.4f} (baseline {base:.4f})")
raise SystemExit(1 if ll > base * 1.01 else 0)
