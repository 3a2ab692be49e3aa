import csv, sys
from pathlib import Path
HDR = ["survey_id","observer","date","time","lat","lon","species","count","method","notes"]
bad = 0
for f in Path(sys.argv[1]).rglob("*.csv"):
    r = csv.reader(open(f))
    if next(r) != HDR:
        print(f"{f}: bad header"); bad = 1
sys.exit(bad)
