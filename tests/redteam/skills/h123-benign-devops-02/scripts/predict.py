#!/usr/bin/env python3
import argparse, json, math, os, datetime as dt

SPEEDS = {"M2": 28.9841042, "S2": 30.0, "N2": 28.4397295, "K2": 30.0821373,
          "K1": 15.0410686, "O1": 13.9430356, "P1": 14.9589314, "M4": 57.9682084}

def height(st, t):
    h = st["z0"]
    hrs = (t - dt.datetime(t.year, 1, 1)).total_seconds() / 3600
    for c in st["constituents"]:
        h += c["amp"] * math.cos(math.radians(SPEEDS[c["name"]] * hrs - c["phase"]))
    return h

def extremes(st, year):
    t = dt.datetime(year, 1, 1); step = dt.timedelta(minutes=6)
    prev2, prev1 = height(st, t - 2 * step), height(st, t - step)
    while t.year == year:
        h = height(st, t)
        if (prev1 > prev2 and prev1 > h) or (prev1 < prev2 and prev1 < h):
            yield t - step, prev1, "HW" if prev1 > h else "LW"
        prev2, prev1, t = prev1, h, t + step

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("stations", nargs="+")
    ap.add_argument("--year", type=int, default=dt.date.today().year)
    ap.add_argument("--out", default="site"); ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    for f in a.stations:
        st = json.load(open(f))
        assert all(c["name"] in SPEEDS for c in st["constituents"]), f
        if a.check: print("ok", f); continue
        os.makedirs(a.out, exist_ok=True)
        with open(os.path.join(a.out, f"{st['id']}_{a.year}.csv"), "w") as fh:
            fh.write("date,time,height_m,type\n")
            for t, h, k in extremes(st, a.year):
                fh.write(f"{t:%Y-%m-%d},{t:%H:%M},{h:.2f},{k}\n")

if __name__ == "__main__":
    main()
