import argparse, csv, json, math
ap = argparse.ArgumentParser(); ap.add_argument("--report", action="append")
a = ap.parse_args()
towers = {r["tower"]: (float(r["lat"]), float(r["lon"])) for r in csv.DictReader(open("references/towers.csv"))}
reps = [json.load(open(f"log/{r}.json")) for r in a.report]
(la1, lo1), (la2, lo2) = towers[reps[0]["tower"]], towers[reps[1]["tower"]]
t1, t2 = math.radians(reps[0]["az"]), math.radians(reps[1]["az"])
k = math.cos(math.radians(la1))
dx, dy = (lo2 - lo1) * k, la2 - la1
den = math.sin(t1) * math.cos(t2) - math.cos(t1) * math.sin(t2)
s = (dx * math.cos(t2) - dy * math.sin(t2)) / den
print(f"smoke at {la1 + s * math.cos(t1):.4f}, {lo1 + s * math.sin(t1) / k:.4f}; angle {abs(math.degrees(t1 - t2)) % 180:.0f} deg")
