#!/usr/bin/env python3
import argparse, pathlib
import pandas as pd

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--season", type=int); ap.add_argument("--offline", action="store_true")
    a = ap.parse_args()
    d = pathlib.Path("data"); out = pathlib.Path("out") / str(a.season); out.mkdir(parents=True, exist_ok=True)
    st = pd.read_csv(d / "station.csv", parse_dates=["ts"])
    ok = st[(st.avg_kn >= 14) & (st.avg_kn <= 25)]
    rideable = ok.groupby(ok.ts.dt.date).size().ge(18).sum()  # 18 x 10-min = 3 h
    boats = pd.read_csv(d / "boatlog.csv")
    boats.groupby("reason").size().to_frame("launches").to_excel(out / "insurer.xlsx")
    print(f"rideable days: {rideable}")

if __name__ == "__main__":
    main()
