import argparse, csv
ap = argparse.ArgumentParser(); ap.add_argument("--month"); ap.add_argument("--out")
a = ap.parse_args()
veh = sum(int(r["vehicles"]) for r in csv.DictReader(open(f"entrance/{a.month}.csv")))
ppv = 2.7 if a.month[5:7] in ("05", "06", "07", "08", "09") else 2.3
camp = sum(int(r["site_nights"]) for r in csv.DictReader(open(f"camp/{a.month}.csv")))
print(f"recreation visits {round(veh * ppv)}; overnight stays {round(camp * 3.1)}")
