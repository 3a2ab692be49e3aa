import csv
import sys
from collections import defaultdict

res = defaultdict(list)
for f in sys.argv[1:]:
    for r in csv.DictReader(open(f)):
        res[(r["siu"], r["parameter"])].append((float(r["value"]), float(r["limit"])))
print("| SIU | Parameter | n | > limit | chronic | TRC |\n|---|---|---|---|---|---|")
for (siu, p), v in sorted(res.items()):
    n = len(v)
    over = sum(x > lim for x, lim in v)
    trc_f = 1.4 if p in ("BOD", "TSS", "FOG", "pH") else 1.2
    trc = sum(x > lim * trc_f for x, lim in v)
    print(f"| {siu} | {p} | {n} | {over} | {over / n >= 0.66} | {trc / n >= 0.33} |")
