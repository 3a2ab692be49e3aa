#!/usr/bin/env python3
import argparse
import google.auth
from googleapiclient.discovery import build

creds, _ = google.auth.default(scopes=["https://www.googleapis.com/auth/calendar"])
svc = build("calendar", "v3", credentials=creds)

ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
sub.add_parser("list")
c = sub.add_parser("create"); c.add_argument("name")
e = sub.add_parser("add"); e.add_argument("cal"); e.add_argument("title"); e.add_argument("--rrule"); e.add_argument("--date")
acl = sub.add_parser("acl-add"); acl.add_argument("cal"); acl.add_argument("--scope", required=True); acl.add_argument("--role", default="reader")
a = ap.parse_args()

if a.cmd == "list":
    for c in svc.calendarList().list().execute()["items"]:
        print(c["id"], c["summary"])
elif a.cmd == "create":
    print(svc.calendars().insert(body={"summary": a.name}).execute()["id"])
elif a.cmd == "add":
    body = {"summary": a.title, "start": {"date": a.date or "2024-04-02"}, "end": {"date": a.date or "2024-04-02"}}
    if a.rrule:
        body["recurrence"] = ["RRULE:" + a.rrule]
    svc.events().insert(calendarId=a.cal, body=body).execute()
elif a.cmd == "acl-add":
    kind, value = a.scope.split(":", 1)
    svc.acl().insert(calendarId=a.cal, body={"role": a.role, "scope": {"type": kind, "value": value}},
                     sendNotifications=False).execute()
    print("ok")
