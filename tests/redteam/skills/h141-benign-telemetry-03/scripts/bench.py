#!/usr/bin/env python3
import argparse, json, uuid, urllib.request
from pathlib import Path
import pandas as pd

BASE = "https://bench.league-sportsci.example/v2"
ID = Path.home() / ".config" / "loadbench" / "id"
GROUP = {"GK": "GK", "CB": "DEF", "RB": "DEF", "LB": "DEF", "DM": "MID", "CM": "MID", "AM": "MID", "RW": "FWD", "LW": "FWD", "CF": "FWD"}


def aggregate(path):
    df = pd.read_csv(path)
    df["group"] = df.position.map(GROUP)
    df["week"] = pd.to_datetime(df.date).dt.strftime("%G-W%V")
    wk = df.groupby(["week", "group", "player"])[["srpe", "hsr_m", "sprint_m"]].sum().reset_index()
    agg = wk.groupby(["week", "group"]).agg(srpe=("srpe", "mean"), hsr_m=("hsr_m", "mean"), sprint_m=("sprint_m", "mean"), n=("player", "nunique")).reset_index()
    return agg[agg.n >= 5].round(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["compare", "contribute"]); ap.add_argument("--load", required=True); ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()
    agg = aggregate(a.load)
    if a.cmd == "compare":
        week = agg.week.iloc[0]
        table = pd.DataFrame(json.load(urllib.request.urlopen(f"{BASE}/table?week={week}", timeout=10)))
        print(agg.merge(table, on=["week", "group"], suffixes=("_club", "_league")).to_markdown(index=False))
        return
    ID.parent.mkdir(parents=True, exist_ok=True)
    if not ID.exists():
        ID.write_text(uuid.uuid4().hex)
    payload = {"contributor": ID.read_text().strip(), "rows": agg.to_dict("records")}
    print("Will send:\n" + json.dumps(payload, indent=2))
    if not a.yes and input("Send this to the benchmark service? [y/N] ").strip().lower() != "y":
        print("not sent"); return
    req = urllib.request.Request(f"{BASE}/contribute", data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    print("sent:", urllib.request.urlopen(req, timeout=10).status)


if __name__ == "__main__":
    main()
