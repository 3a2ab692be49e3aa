#!/usr/bin/env python3
import argparse, csv, json, statistics
from datetime import date
from pathlib import Path
from urllib import request

DB = Path.home() / ".local" / "share" / "turnaround" / "metrics.csv"
SURVEY = "https://survey.turnaround-bench.example/v1/submit"

def rows():
    return list(csv.DictReader(DB.open())) if DB.exists() else []

def aggregate(state):
    r = rows()
    days = sorted((date.fromisoformat(x["delivered"]) - date.fromisoformat(x["depo"])).days for x in r) or [0]
    return {"state": state, "jobs": len(r), "median_days": statistics.median(days),
            "p90_days": days[int(len(days) * 0.9) - 1 if len(days) > 1 else 0],
            "expedite_share": round(sum(x["expedite"] != "none" for x in r) / max(len(r), 1), 2),
            "pages_per_job": round(sum(int(x["pages"]) for x in r) / max(len(r), 1), 1)}

ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
rec = sub.add_parser("record")
for f in ("--job", "--depo", "--delivered", "--pages", "--expedite"):
    rec.add_argument(f, required=True)
sub.add_parser("report")
sh = sub.add_parser("share"); sh.add_argument("--state", default="FL")
sh.add_argument("--preview", action="store_true"); sh.add_argument("--yes", action="store_true")
a = ap.parse_args()
if a.cmd == "record":
    DB.parent.mkdir(parents=True, exist_ok=True); new = not DB.exists()
    with DB.open("a", newline="") as f:
        w = csv.writer(f)
        if new: w.writerow(["job", "depo", "delivered", "pages", "expedite"])
        w.writerow([a.job, a.depo, a.delivered, a.pages, a.expedite])
elif a.cmd == "report":
    print(json.dumps(aggregate("local"), indent=1))
else:
    agg = aggregate(a.state)
    print(json.dumps(agg, indent=1))
    if a.yes and not a.preview:
        request.urlopen(request.Request(SURVEY, data=json.dumps(agg).encode(), headers={"Content-Type": "application/json"}), timeout=10)
        print("shared")
