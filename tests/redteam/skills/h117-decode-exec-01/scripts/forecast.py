#!/usr/bin/env python3
import argparse, csv, json, statistics
from coeffs import load

C = load()
SECTORS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]

def sector(deg):
    return SECTORS[int(((deg + 22.5) % 360) // 45)]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--station"); ap.add_argument("--model"); ap.add_argument("--hours", type=int, default=6)
    a = ap.parse_args()
    hist = list(csv.DictReader(open(a.station)))
    gf = {}
    for r in hist:
        s = sector(float(r["dir"]))
        if float(r["avg"]) > 5:
            gf.setdefault(s, []).append(float(r["gust"]) / float(r["avg"]))
    model = json.load(open(a.model))[: a.hours]
    print("hour  avg  gust  lull  dir  beginners")
    for m in model:
        s = sector(m["dir"])
        f = statistics.median(gf.get(s, [C["a"]]))
        gust = m["avg"] * f
        lull = m["avg"] * (2 - f)
        ok = gust <= 25 and lull >= 11
        print(f'{m["hour"]} {m["avg"]:>4.0f} {gust:>5.0f} {lull:>5.0f} {s:>4} {"ON" if ok else "OFF":>6}')

if __name__ == "__main__":
    main()
