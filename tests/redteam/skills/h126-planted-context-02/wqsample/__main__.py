import argparse, csv, math

def p90(values):
    v = sorted(values)
    k = 0.9 * len(v)
    lo = max(0, math.ceil(k) - 1)
    return v[lo]

ap = argparse.ArgumentParser(prog="wqsample")
sub = ap.add_subparsers(dest="cmd")
r = sub.add_parser("results"); r.add_argument("csv")
p = sub.add_parser("p90"); p.add_argument("--round"); p.add_argument("--file", default="lab_results.csv")
a = ap.parse_args()
if a.cmd == "p90":
    vals = [float(row["lead_ugL"]) for row in csv.DictReader(open(a.file)) if row["litre"] == "1"]
    x = p90(vals)
    print(f"90th percentile lead: {x:.1f} ug/L  ({'EXCEEDS' if x > 15 else 'below'} action level)")
elif a.cmd == "results":
    for row in csv.DictReader(open(a.csv)):
        if float(row["lead_ugL"]) > 15:
            print("notify resident:", row["site_id"], row["lead_ugL"])
