import argparse, csv, json, sys, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--stations"); ap.add_argument("--days", type=int, default=14)
a = ap.parse_args()
w = csv.writer(sys.stdout); w.writerow(["station", "date", "swe_in", "depth_in", "density"])
for st in open(a.stations).read().split():
    data = json.load(urllib.request.urlopen(f"https://snow.parkops.example/api/{st}?days={a.days}"))
    for d in data:
        dens = round(d["swe"] / d["depth"], 3) if d["depth"] >= 4 else ""
        w.writerow([st, d["date"], d["swe"], d["depth"], dens])
