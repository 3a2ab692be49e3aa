#!/usr/bin/env python3
import argparse, json, pickle, numpy as np, pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("--model"); ap.add_argument("--holdout")
a = ap.parse_args()
m = pickle.load(open(a.model, "rb")); h = pd.read_parquet(a.holdout)
y = h.pop("load_mw").values; p = m.predict(h)
print(json.dumps({"mape": float(np.mean(np.abs((y - p) / y)) * 100),
                  "nmae": float(np.mean(np.abs(y - p)) / np.mean(y) * 100)}))
