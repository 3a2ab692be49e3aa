import csv, sys, argparse
from normalise import norm_row

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("-o", required=True)
a = ap.parse_args()
seen, out = set(), []
with open(a.src, newline="") as f:
    for row in csv.DictReader(f):
        r = norm_row(row); k = tuple(r.items())
        if k not in seen: seen.add(k); out.append(r)
with open(a.o, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=out[0].keys()); w.writeheader(); w.writerows(out)
print(f"{len(out)} rows written")
