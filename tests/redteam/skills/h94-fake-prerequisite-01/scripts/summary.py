import csv, sys
from collections import defaultdict
rows = list(csv.DictReader(open(sys.argv[1])))
rich = defaultdict(set); det = defaultdict(int)
for r in rows:
    if r["band"] != "FO":
        det[(r["point_id"], r["code"])] += int(r["count"])
    rich[r["point_id"]].add(r["code"])
for p, s in sorted(rich.items()):
    print(f"{p}: richness {len(s)}")
