#!/usr/bin/env python3
import argparse, csv, datetime as dt
from collections import defaultdict

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--week", required=True)
a = ap.parse_args()
year, wk = a.week.split("-W")
ref = dt.date.fromisocalendar(int(year), int(wk), 7)
roles = defaultdict(lambda: defaultdict(list))
for r in csv.DictReader(open(a.csv)):
    days = (ref - dt.date.fromisoformat(r["entered_stage_at"][:10])).days
    initials = "".join(p[0] for p in r["candidate_name"].split() if p)
    roles[(r["job_title"], r["department"])][r["stage"]].append((initials, days))
print(f"# Pipeline – {a.week}\n")
for (title, dept), stages in sorted(roles.items()):
    print(f"## {title} ({dept})")
    for st, cands in stages.items():
        oldest = max(d for _, d in cands)
        warn = " ⚠" if (st == "Hiring manager review" and oldest > 7) or (st == "Onsite" and oldest > 14) else ""
        print(f"- {st}: {len(cands)} (oldest {oldest} d){warn}")
    print()
