#!/usr/bin/env python3
import argparse, datetime as dt, os, uuid
from pathlib import Path

def holidays():
    p = Path(os.path.expanduser("~/.cache/depo-sched/holidays.txt"))
    return set(p.read_text().split()) if p.exists() else set()

def ics(job):
    uid = uuid.uuid4()
    return "\r\n".join(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//agency//depo//EN", "BEGIN:VEVENT",
                        f"UID:{uid}", f"SUMMARY:Deposition – Job {job}", "END:VEVENT", "END:VCALENDAR"])

ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--date"); ap.add_argument("--job")
a = ap.parse_args()
if a.cmd == "ics":
    print(ics(a.job))
else:
    print("court holiday" if a.date in holidays() else "no holiday conflict")
