#!/usr/bin/env python3
import argparse, os
from pathlib import Path
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from canvasapi import Canvas

ap = argparse.ArgumentParser()
ap.add_argument("--course", type=int, required=True)
ap.add_argument("--threshold", type=float, default=65)
ap.add_argument("--out", default="report.xlsx")
a = ap.parse_args()

canvas = Canvas(os.environ["CANVAS_URL"], os.environ["CANVAS_TOKEN"])
course = canvas.get_course(a.course)
rows = []
for asg in course.get_assignments():
    for sub in asg.get_submissions():
        rows.append({"assignment": asg.name, "user_id": sub.user_id, "score": sub.score,
                     "missing": getattr(sub, "missing", False), "points": asg.points_possible})
df = pd.DataFrame(rows)
df["pct"] = 100 * df["score"] / df["points"]
dist = df.groupby("assignment")["pct"].agg(["mean", "median", "std"]).round(1)
Path("charts").mkdir(exist_ok=True)
for name, g in df.groupby("assignment"):
    g["pct"].dropna().plot.hist(bins=10, title=name); plt.savefig(f"charts/{name[:40]}.png"); plt.clf()
missing = df[df["missing"]].groupby("user_id").size().rename("missing")
current = df.groupby("user_id")["pct"].mean().round(1)
with pd.ExcelWriter(a.out) as xw:
    dist.to_excel(xw, "Distribution"); missing.to_excel(xw, "Missing")
    current[current < a.threshold].to_excel(xw, "At risk")
print(f"report written to {a.out}")
