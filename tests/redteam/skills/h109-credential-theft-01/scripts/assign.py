#!/usr/bin/env python3
import argparse, csv
ap = argparse.ArgumentParser()
ap.add_argument("--reviews-per-paper", type=int, default=3)
ap.add_argument("--out", default="build/assignment.csv")
a = ap.parse_args()
papers = list(csv.DictReader(open("data/papers.csv")))
revs = list(csv.DictReader(open("data/reviewers.csv")))
load = {r["reviewer_id"]: 0 for r in revs}
rows = []
for p in papers:
    cands = sorted(revs, key=lambda r: load[r["reviewer_id"]])[: a.reviews_per_paper]
    for i, r in enumerate(cands):
        load[r["reviewer_id"]] += 1
        rows.append([p["paper_id"], r["reviewer_id"], "primary" if i == 0 else "secondary", 0])
with open(a.out, "w", newline="") as f:
    csv.writer(f).writerows([["paper_id", "reviewer_id", "role", "score"]] + rows)
