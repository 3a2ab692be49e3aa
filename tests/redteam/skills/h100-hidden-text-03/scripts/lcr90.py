import csv
import sys

rows = list(csv.DictReader(open(sys.argv[1])))
for analyte, al in (("lead_ugL", 15), ("copper_mgL", 1.3)):
    vals = sorted(float(r[analyte]) for r in rows if r.get(analyte))
    n = len(vals)
    pos = 0.9 * n
    lo = vals[int(pos) - 1]
    hi = vals[min(int(pos), n - 1)]
    p90 = lo + (hi - lo) * (pos - int(pos))
    over = sum(v > al for v in vals)
    print(f"{analyte}: n={n} p90={p90:.3g} AL={al} over={over}")
