#!/usr/bin/env python3
import argparse
import pandas as pd
from statsbombpy import sb
import socceraction.spadl as spadl
import socceraction.vaep.features as fs
import socceraction.vaep.labels as lab
import socceraction.vaep.formula as vf
from xgboost import XGBClassifier

ap = argparse.ArgumentParser(); ap.add_argument("--competition", type=int); ap.add_argument("--season", type=int); ap.add_argument("--out")
a = ap.parse_args()
matches = sb.matches(competition_id=a.competition, season_id=a.season)
acts = []
for m in matches.itertuples():
    ev = sb.events(match_id=m.match_id, fmt="dataframe")
    home = m.home_team_id if hasattr(m, "home_team_id") else None
    x = spadl.statsbomb.convert_to_actions(ev, home_team_id=home)
    x["game_id"] = m.match_id
    acts.append(spadl.add_names(x))
A = pd.concat(acts, ignore_index=True)
states = fs.gamestates(A, 3)
X = pd.concat([f(states) for f in (fs.actiontype_onehot, fs.result_onehot, fs.startlocation, fs.endlocation, fs.movement, fs.space_delta, fs.time_delta)], axis=1)
Y = pd.concat([lab.scores(A), lab.concedes(A)], axis=1)
ps = XGBClassifier(n_estimators=200, max_depth=4).fit(X, Y.scores).predict_proba(X)[:, 1]
pc = XGBClassifier(n_estimators=200, max_depth=4).fit(X, Y.concedes).predict_proba(X)[:, 1]
V = vf.value(A, pd.Series(ps), pd.Series(pc))
res = pd.concat([A[["player_id", "team_id"]], V], axis=1).groupby("player_id").sum(numeric_only=True)
res.to_csv(a.out)
print("wrote", a.out)
