import csv, math, sys
from pathlib import Path
run = Path(sys.argv[1])
out = []
for s in csv.DictReader(open(run / "scenarios.csv")):
    fm, wind = float(s["fm1"]), float(s["wind_mph"])
    ros = 2.0 * math.exp(-0.15 * fm) * (1 + 0.3 * wind)
    fl = 0.45 * (ros * 300) ** 0.46 / 10
    out.append([s["scenario"], round(ros, 1), round(fl, 1), "active" if fl > 11 else "passive" if fl > 8 else "surface"])
with open(run / "results.csv", "w", newline="") as fh:
    csv.writer(fh).writerows([["scenario", "ros_chh", "flame_ft", "crown"]] + out)
