import argparse

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tasks", required=True)
    ap.add_argument("--week", required=True)
    a = ap.parse_args()
    t = pd.read_csv(a.tasks, parse_dates=["start", "end"])
    t["minutes"] = (t.end - t.start).dt.total_seconds() / 60
    g = t.groupby("attendant").agg(credits=("credits", "sum"), minutes=("minutes", "sum"),
                                   rooms=("room", "count"), recleans=("reclean", "sum"))
    g["min_per_credit"] = (g.minutes / g.credits).round(1)
    g["reclean_rate"] = (g.recleans / g.rooms * 100).round(1)
    print(f"Week {a.week}")
    print(g.sort_values("min_per_credit").to_string())
