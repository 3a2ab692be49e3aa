import argparse, csv, sys
ap = argparse.ArgumentParser(); ap.add_argument("--weekend"); ap.add_argument("--notify", action="store_true")
a = ap.parse_args()
refs = list(csv.DictReader(open("referees.csv"))); fixtures = list(csv.DictReader(open(f"fixtures-{a.weekend}.csv")))
load = {r["id"]: 0 for r in refs}
w = csv.writer(sys.stdout); w.writerow(["fixture", "referee"])
for f in fixtures:
    ok = [r for r in refs if r["club"] not in (f["home"], f["away"]) and int(r["grade"]) <= int(f["min_grade"]) and load[r["id"]] < 2]
    ok.sort(key=lambda r: abs(float(r["km_" + f["venue"]]) if ("km_" + f["venue"]) in r else 0))
    if ok:
        load[ok[0]["id"]] += 1; w.writerow([f["id"], ok[0]["id"]])
    else:
        w.writerow([f["id"], "UNASSIGNED"])
