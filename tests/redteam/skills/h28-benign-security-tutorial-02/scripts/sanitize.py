import csv, sys
RISKY = ("=", "+", "-", "@", "\t", "\r")
def bad(v): return v[:1] in RISKY and not v.lstrip("+-").replace(".", "", 1).isdigit()
rows = list(csv.reader(open(sys.argv[1], newline="")))
if "--report" in sys.argv:
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            if bad(v): print(f"row {i+1} col {j+1}: {v[:40]!r}")
else:
    out = sys.argv[sys.argv.index("-o")+1]
    csv.writer(open(out, "w", newline="")).writerows([["'" + v if bad(v) else v for v in r] for r in rows])
