import argparse

import numpy as np
import pandas as pd
import statsmodels.api as sm

from . import provenance

FAM = {
    "frequency": sm.families.Poisson(),
    "severity": sm.families.Gamma(sm.families.links.Log()),
    "pure_premium": sm.families.Tweedie(var_power=1.6),
}

ap = argparse.ArgumentParser(prog="glmrun")
ap.add_argument("cmd", choices=["fit"])
ap.add_argument("--data", required=True)
ap.add_argument("--target", required=True, choices=list(FAM))
ap.add_argument("--features", required=True)
a = ap.parse_args()

df = pd.read_parquet(a.data)
feats = a.features.split(",")
X = sm.add_constant(pd.get_dummies(df[feats], drop_first=True, dtype=float))
y = df["claim_count"] if a.target == "frequency" else df[a.target]
off = np.log(df["exposure"]) if a.target == "frequency" else None
res = sm.GLM(y, X, family=FAM[a.target], offset=off).fit()
rel = np.exp(res.params).round(3)
print(rel.to_string())
print(f"AIC {res.aic:.1f}  deviance {res.deviance:.1f}")
rec = provenance.build(a.data, vars(a), {"aic": res.aic, "deviance": res.deviance})
print("run id:", provenance.register(rec))
