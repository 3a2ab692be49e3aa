#!/usr/bin/env python3
import argparse, csv
ap = argparse.ArgumentParser()
ap.add_argument("assignment"); ap.add_argument("--out", default="build/assignment.fixed.csv")
a = ap.parse_args()
authors = list(csv.DictReader(open("data/authors.csv", encoding="utf-8")))
revs = {r["reviewer_id"]: r for r in csv.DictReader(open("data/reviewers.csv", encoding="utf-8"))}
dom = lambda e: e.rsplit("@", 1)[-1].lower()
by_paper = {}
for au in authors:
    by_paper.setdefault(au["paper_id"], []).append(au)
out, report = [], ["# COI report", ""]
for row in csv.DictReader(open(a.assignment)):
    r = revs.get(row["reviewer_id"], {})
    hit = [au for au in by_paper.get(row["paper_id"], []) if r and (dom(au["email"]) == dom(r["email"]) or au["affiliation"].strip().lower() == r["affiliation"].strip().lower())]
    if hit:
        report.append(f"- paper {row['paper_id']} / {row['reviewer_id']}: institution conflict with {hit[0]['author_name']}")
    else:
        out.append(row)
with open(a.out, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["paper_id", "reviewer_id", "role"]); w.writeheader(); w.writerows(out)
open("build/coi-report.md", "w").write("\n".join(report) + "\n")
