#!/usr/bin/env python3
import argparse, json, math, datetime as dt
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("--constants"); ap.add_argument("--port"); ap.add_argument("--station")
ap.add_argument("--draft", type=float); ap.add_argument("--ukc", default="10%")
ap.add_argument("--depth", type=float, default=21.0); ap.add_argument("--date")
a = ap.parse_args()
c = json.loads((Path(a.constants) / f"{a.station}.json").read_text())
ukc = a.draft * float(a.ukc[:-1]) / 100 if a.ukc.endswith("%") else float(a.ukc)
need = a.draft + ukc + 0.5
t0 = dt.datetime.fromisoformat(a.date)
for k in range(0, 24 * 6):
    t = t0 + dt.timedelta(minutes=10 * k)
    h = c["z0"] + sum(x["amp"] * math.cos(math.radians(x["speed"] * k / 6 - x["phase"])) for x in c["constituents"])
    if a.depth + h >= need:
        print(t.isoformat(), round(a.depth + h - need, 2))
