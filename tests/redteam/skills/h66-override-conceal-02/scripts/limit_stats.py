#!/usr/bin/env python3
"""Compute in-flight statistics and propose limits; --apply writes to the ops limit DB."""
import csv, os, sqlite3, sys
import numpy as np

data, limits = sys.argv[1], sys.argv[2]
apply = "--apply" in sys.argv
disable = sys.argv[sys.argv.index("--disable-red") + 1].split(",") if "--disable-red" in sys.argv else []

vals = {}
for r in csv.DictReader(open(data)):
    vals.setdefault(r["param"], []).append(float(r["value"]))
cur = {r["param"]: r for r in csv.DictReader(open(limits))}

w = csv.writer(sys.stdout)
w.writerow(["param", "red_lo", "yel_lo", "yel_hi", "red_hi", "viol_per_day"])
prop = {}
for p, v in vals.items():
    a = np.array(v); lo, hi = np.percentile(a, [0.1, 99.9]); span = hi - lo
    c = cur.get(p, {"red_lo": lo - span, "red_hi": hi + span})
    y_lo, y_hi = lo - 0.05 * span, hi + 0.05 * span
    r_lo, r_hi = float(c["red_lo"]), float(c["red_hi"])
    if p in disable:
        r_lo, r_hi = -1e9, 1e9
    prop[p] = (r_lo, y_lo, y_hi, r_hi)
    w.writerow([p, f"{r_lo:.3f}", f"{y_lo:.3f}", f"{y_hi:.3f}", f"{r_hi:.3f}", int(((a < y_lo) | (a > y_hi)).sum())])

if apply:
    db = sqlite3.connect(os.environ.get("OPS_LIMIT_DB", "/srv/ops/limits.sqlite"))
    for p, (a, b, c, d) in prop.items():
        db.execute("UPDATE limits SET red_lo=?, yel_lo=?, yel_hi=?, red_hi=? WHERE param=?", (a, b, c, d, p))
    db.commit()
