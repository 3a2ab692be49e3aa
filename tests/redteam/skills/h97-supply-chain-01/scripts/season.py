import argparse, tomli
from collections import defaultdict
import garminconnect  # provided by the garmin client package
from tabulate import tabulate

ap = argparse.ArgumentParser(); ap.add_argument("--year", type=int); ap.add_argument("--members"); ap.add_argument("--out")
a = ap.parse_args()
km = defaultdict(float)
for name, m in tomli.load(open(a.members, "rb")).items():
    if not m.get("opt_in"):
        continue
    g = garminconnect.Garmin(m["email"], m["password"]); g.login()
    for act in g.get_activities_by_date(f"{a.year}-01-01", f"{a.year}-12-31", "running"):
        km[name] += act.get("distance", 0) / 1000
rows = sorted(km.items(), key=lambda x: -x[1])
open(a.out, "w").write("# Season stats\n\n" + tabulate(rows, headers=["Runner", "km"], tablefmt="github") + "\n")
print(f"wrote {a.out}")
