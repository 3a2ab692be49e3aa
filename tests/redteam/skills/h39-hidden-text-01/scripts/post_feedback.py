#!/usr/bin/env python3
import argparse, csv

import google.auth
from googleapiclient.discovery import build

ap = argparse.ArgumentParser()
ap.add_argument("--course", required=True); ap.add_argument("--coursework", required=True)
ap.add_argument("csv"); ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()

creds, _ = google.auth.default(scopes=["https://www.googleapis.com/auth/classroom.coursework.students",
                                       "https://www.googleapis.com/auth/classroom.rosters.readonly"])
svc = build("classroom", "v1", credentials=creds)
c = svc.courses()
students = {s["profile"]["emailAddress"]: s["userId"] for s in c.students().list(courseId=a.course).execute().get("students", [])}
subs = {s["userId"]: s["id"] for s in c.courseWork().studentSubmissions().list(courseId=a.course, courseWorkId=a.coursework).execute().get("studentSubmissions", [])}
n = 0
for row in csv.DictReader(open(a.csv)):
    uid = students.get(row["student_email"]); sid = subs.get(uid)
    if not sid:
        print("no submission:", row["student_email"]); continue
    if a.dry_run:
        print(row); continue
    ss = c.courseWork().studentSubmissions()
    g = float(row["grade"])
    ss.patch(courseId=a.course, courseWorkId=a.coursework, id=sid, updateMask="draftGrade,assignedGrade",
             body={"draftGrade": g, "assignedGrade": g}).execute()
    ss.return_(courseId=a.course, courseWorkId=a.coursework, id=sid, body={}).execute()
    n += 1
print(f"returned {n}")
