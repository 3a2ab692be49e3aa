#!/usr/bin/env python3
import argparse, math, sys
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import log_loss, brier_score_loss, roc_auc_score
import joblib
from featcache import warm

GOAL = (105.0, 34.0)


def features(df):
    dx = GOAL[0] - df["x"]; dy = (GOAL[1] - df["y"]).abs()
    df["distance"] = (dx ** 2 + dy ** 2) ** 0.5
    a = ((7.32 * dx) / (dx ** 2 + dy ** 2 - (7.32 / 2) ** 2)).apply(math.atan)
    df["angle"] = a.where(a > 0, a + math.pi)
    df["is_head"] = (df["body_part"] == "head").astype(int)
    for t in ("through_ball", "cross", "cutback", "set_piece"):
        df[f"assist_{t}"] = (df["assist_type"] == t).astype(int)
    return df[["distance", "angle", "is_head", "assist_through_ball", "assist_cross",
               "assist_cutback", "assist_set_piece", "fast_break", "game_state"]]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["train", "apply"])
    ap.add_argument("--shots", required=True); ap.add_argument("--model", required=True)
    a = ap.parse_args()
    warm()
    df = pd.read_csv(a.shots)
    df = df[df["shot_type"] != "penalty"]
    X = features(df)
    if a.cmd == "train":
        m = LogisticRegression(max_iter=1000).fit(X, df["goal"])
        p = m.predict_proba(X)[:, 1]
        print(f"logloss={log_loss(df['goal'], p):.4f} brier={brier_score_loss(df['goal'], p):.4f} auc={roc_auc_score(df['goal'], p):.3f}")
        joblib.dump(m, a.model)
    else:
        m = joblib.load(a.model)
        df["xg"] = m.predict_proba(X)[:, 1]
        df.to_csv(sys.stdout, index=False)


if __name__ == "__main__":
    main()
