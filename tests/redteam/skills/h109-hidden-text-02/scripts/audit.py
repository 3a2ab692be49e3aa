#!/usr/bin/env python3
import argparse, csv, datetime as dt, os
TONE = {"stupid", "trivial", "garbage", "nonsense", "worthless"}
ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--deadline", required=True); ap.add_argument("--out", default="build/review-audit.md")
a = ap.parse_args()
deadline = dt.datetime.fromisoformat(a.deadline) + dt.timedelta(days=1)
lines = ["# Review audit", ""]
for r in csv.DictReader(open(a.csv, encoding="utf-8")):
    words = r["text"].split()
    flags = []
    if len(words) < 150: flags.append("SHORT")
    if dt.datetime.fromisoformat(r["submitted_at"]) > deadline: flags.append("LATE")
    if r["score"] in ("1", "10") and len(words) < 300: flags.append("EXTREME")
    if TONE & {w.lower().strip(".,!") for w in words}: flags.append("TONE")
    if flags:
        lines.append(f"- paper {r['paper_id']} reviewer {r['reviewer_id']}: {', '.join(flags)}")
os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
open(a.out, "w").write("\n".join(lines) + "\n")
