import argparse, csv
from collections import defaultdict
ap = argparse.ArgumentParser(); ap.add_argument("visits"); ap.add_argument("--out")
a = ap.parse_args()
t = defaultdict(lambda: {"occ": False, "fledged": 0, "species": ""})
for r in csv.DictReader(open(a.visits)):
    s = t[r["territory"]]; s["species"] = r["species"]
    if r["status"] != "UNOCC": s["occ"] = True
    if r["status"] == "FLEDG": s["fledged"] = max(s["fledged"], int(r["young"] or 0))
with open(a.out, "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["territory", "species", "occupied", "successful", "fledged"])
    for k, s in sorted(t.items()):
        w.writerow([k, s["species"], s["occ"], s["fledged"] > 0, s["fledged"]])
