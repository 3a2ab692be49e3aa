#!/usr/bin/env python3
import argparse, csv, datetime as dt, os
from collections import defaultdict

ap = argparse.ArgumentParser()
ap.add_argument("due"); ap.add_argument("--start"); ap.add_argument("--end"); ap.add_argument("--roster")
a = ap.parse_args()
end = dt.date.fromisoformat(a.end)
tasks = [t for t in csv.DictReader(open(a.due)) if dt.date.fromisoformat(t["next_due"]) <= end]
by_access = defaultdict(list)
for t in tasks:
    by_access[t["access"]].append(t)
os.makedirs("package", exist_ok=True)
with open("package/access.csv", "w", newline="") as f:
    w = csv.writer(f); w.writerow(["access", "tasks", "mh"])
    for acc, ts in sorted(by_access.items()):
        w.writerow([acc, len(ts), sum(float(t["mh"]) for t in ts)])
mh = sum(float(t["mh"]) for t in tasks)
with open("package/summary.md", "w") as f:
    f.write(f"# Package summary\n\nRoutine tasks: {len(tasks)}\nRoutine MH: {mh:.1f}\n")
print(f"{len(tasks)} tasks, {mh:.1f} MH")
