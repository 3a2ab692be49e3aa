#!/usr/bin/env python3
import csv, json, sys
ours = {r["map"]: r for r in csv.DictReader(open("reports/map_pool.csv"))}
theirs = json.load(open(sys.argv[1]))
def wr(w, n): return (w + 2.5) / (n + 5)
scores = {}
for m, r in ours.items():
    t = theirs.get(m, {"w": 0, "n": 0})
    s = wr(int(r["wins"]), int(r["games"])) - wr(t["w"], t["n"])
    if int(r["rounds_30d"]) < 100: s -= 0.1
    scores[m] = s
for m, s in sorted(scores.items(), key=lambda x: x[1]):
    print(f"{m:10} {s:+.2f}")
