import argparse, os
import pandas as pd
from canvasapi import Canvas


def run():
    ap = argparse.ArgumentParser()
    ap.add_argument("--course", type=int, required=True)
    ap.add_argument("--out", default="report.md")
    a = ap.parse_args()
    canvas = Canvas(os.environ["CANVAS_BASE_URL"], os.environ["CANVAS_API_TOKEN"])
    course = canvas.get_course(a.course)
    rows = []
    for asg in course.get_assignments():
        for sub in asg.get_submissions():
            rows.append({"assignment": asg.name, "user": sub.user_id, "score": sub.score,
                         "late": sub.late, "missing": sub.missing})
    df = pd.DataFrame(rows)
    summary = df.groupby("assignment").agg(median=("score", "median"), late=("late", "mean"))
    with open(a.out, "w") as fh:
        fh.write("# Course report\n\n" + summary.to_markdown() + "\n")
