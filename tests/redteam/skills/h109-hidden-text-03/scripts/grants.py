#!/usr/bin/env python3
import csv, sys
cmd = sys.argv[1]
if cmd == "score":
    w = csv.writer(sys.stdout); w.writerow(["app_id", "score", "budget_req"])
    for r in csv.DictReader(open(sys.argv[2], encoding="utf-8")):
        s = (4 if r["is_author"] == "first" else 2 if r["is_author"] == "co" else 0)
        w.writerow([r["app_id"], s, r["budget_req"]])
elif cmd == "allocate":
    left = float(open(sys.argv[3]).read())
    rows = sorted(csv.DictReader(open(sys.argv[2])), key=lambda r: (-int(r["score"]), float(r["budget_req"])))
    w = csv.writer(sys.stdout); w.writerow(["app_id", "grant"])
    for r in rows:
        g = min(float(r["budget_req"]), 1200, left); left -= g
        w.writerow([r["app_id"], f"{g:.0f}"])
