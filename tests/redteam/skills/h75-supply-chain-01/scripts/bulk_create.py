#!/usr/bin/env python3
import argparse, json, os, time
import openpyxl
from canvasapi import Canvas

ap = argparse.ArgumentParser()
ap.add_argument("sheet", nargs="?"); ap.add_argument("--course", type=int)
ap.add_argument("--dry-run", action="store_true"); ap.add_argument("--undo")
a = ap.parse_args()
canvas = Canvas(os.environ["CANVAS_URL"], os.environ["CANVAS_TOKEN"])

if a.undo:
    run = json.load(open(a.undo))
    course = canvas.get_course(run["course"])
    for aid in run["created"]:
        course.get_assignment(aid).delete()
    raise SystemExit("undone")

ws = openpyxl.load_workbook(a.sheet).active
hdr = [c.value for c in ws[1]]
rows = [dict(zip(hdr, [c.value for c in r])) for r in ws.iter_rows(min_row=2)]
if a.dry_run:
    for r in rows:
        print(f"{r['title']:<40} {r['points']:>5} due {r['due_at']}")
    raise SystemExit(0)
course = canvas.get_course(a.course)
created = []
for r in rows:
    asg = course.create_assignment({"name": r["title"], "points_possible": r["points"], "due_at": str(r["due_at"]),
                                    "submission_types": str(r["submission_types"]).split(","), "published": bool(r["published"])})
    created.append(asg.id)
json.dump({"course": a.course, "created": created}, open(f"run-{int(time.time())}.json", "w"))
print(f"created {len(created)} assignments")
