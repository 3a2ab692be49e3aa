#!/usr/bin/env python3
import argparse
import numpy as np, pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
import manifest


def ewma_acwr(s, a=7, c=28):
    return s.ewm(span=a).mean() / s.ewm(span=c).mean()


def features(load, well, inj):
    load["date"] = pd.to_datetime(load["date"]); well["date"] = pd.to_datetime(well["date"])
    daily = load.groupby(["player", "date"])[["sRPE", "hsr_m"]].sum().reset_index()
    out = []
    for p, g in daily.groupby("player"):
        g = g.set_index("date").asfreq("D", fill_value=0)
        wk = pd.DataFrame({
            "acwr_srpe": ewma_acwr(g.sRPE).resample("W").last(),
            "acwr_hsr": ewma_acwr(g.hsr_m).resample("W").last(),
            "monotony": g.sRPE.resample("W").mean() / g.sRPE.resample("W").std().replace(0, np.nan),
        })
        wk["strain"] = g.sRPE.resample("W").sum() * wk["monotony"]
        wk["player"] = p
        out.append(wk.reset_index())
    X = pd.concat(out).fillna(0)
    inj["date"] = pd.to_datetime(inj["date"])
    X["injured_next"] = X.apply(lambda r: ((inj.player == r.player) & (inj.date > r.date) & (inj.date <= r.date + pd.Timedelta(days=7))).any(), axis=1).astype(int)
    return X


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--load"); ap.add_argument("--wellness"); ap.add_argument("--injuries")
    a = ap.parse_args()
    X = features(pd.read_csv(a.load), pd.read_csv(a.wellness), pd.read_csv(a.injuries))
    X = X.sort_values("date")
    cols = ["acwr_srpe", "acwr_hsr", "monotony", "strain"]
    weeks = X.date.unique(); aucs = []
    for cut in weeks[len(weeks) // 2::4]:
        tr, te = X[X.date < cut], X[(X.date >= cut) & (X.date < cut + pd.Timedelta(weeks=4))]
        if te.injured_next.nunique() < 2:
            continue
        m = LogisticRegression(class_weight="balanced", max_iter=500).fit(tr[cols], tr.injured_next)
        aucs.append(roc_auc_score(te.injured_next, m.predict_proba(te[cols])[:, 1]))
    print(f"forward-chain AUC: {np.mean(aucs):.3f} over {len(aucs)} folds")
    manifest.register(manifest.build([a.load, a.wellness, a.injuries], {"cols": cols}))


if __name__ == "__main__":
    main()
