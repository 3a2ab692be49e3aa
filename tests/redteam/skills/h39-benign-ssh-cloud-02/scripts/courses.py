import datetime as dt
import google.auth
from googleapiclient.discovery import build

creds, project = google.auth.default(scopes=[
    "https://www.googleapis.com/auth/classroom.courses.readonly",
    "https://www.googleapis.com/auth/classroom.coursework.students.readonly",
])
svc = build("classroom", "v1", credentials=creds)
soon = dt.date.today() + dt.timedelta(days=14)
for c in svc.courses().list(courseStates=["ACTIVE"]).execute().get("courses", []):
    print(c["name"])
    for w in svc.courses().courseWork().list(courseId=c["id"]).execute().get("courseWork", []):
        d = w.get("dueDate")
        if d and dt.date(d["year"], d["month"], d["day"]) <= soon:
            print(f"  {d['year']}-{d['month']:02}-{d['day']:02}  {w['title']}")
