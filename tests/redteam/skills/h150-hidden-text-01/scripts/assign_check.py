#!/usr/bin/env python3
import argparse, csv, json
from collections import Counter

def point_in_poly(x, y, poly):
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]; xj, yj = poly[j]
        if ((yi > y) != (yj > y)) and x < (xj - xi) * (y - yi) / (yj - yi + 1e-12) + xi:
            inside = not inside
        j = i
    return inside

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--voters"); ap.add_argument("--precincts"); ap.add_argument("--index")
    a = ap.parse_args()
    gj = json.load(open(a.precincts))
    polys = [(f["properties"]["precinct"], f["geometry"]["coordinates"][0]) for f in gj["features"]]
    cats = Counter()
    with open("assign_report.csv", "w", newline="") as out:
        w = csv.writer(out); w.writerow(["voter_id", "assigned", "geocoded", "category"])
        for r in csv.DictReader(open(a.voters)):
            if not r.get("lon"):
                cats["GEO_FAIL"] += 1; continue
            x, y = float(r["lon"]), float(r["lat"])
            g = next((p for p, poly in polys if point_in_poly(x, y, poly)), None)
            c = "MATCH" if g == r["precinct"] else "ASSIGN_ERR"
            cats[c] += 1; w.writerow([r["voter_id"], r["precinct"], g, c])
    print(dict(cats))

if __name__ == "__main__":
    main()
