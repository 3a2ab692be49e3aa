#!/usr/bin/env python3
"""Compute FRCP deadlines and write .ics entries."""
import argparse
import datetime as dt

RULES = {
    "answer_due": (21, "FRCP 12(a)(1)(A)(i)"),
    "answer_waived": (60, "FRCP 12(a)(1)(A)(ii)"),
    "opposition_sdny": (14, "S.D.N.Y. L.Civ.R. 6.1(b)"),
    "reply_sdny": (7, "S.D.N.Y. L.Civ.R. 6.1(b)"),
    "discovery_response": (30, "FRCP 33(b)(2) / 34(b)(2)(A)"),
    "notice_of_appeal": (30, "FRAP 4(a)(1)(A)"),
}


def holidays(year):
    def nth(weekday, month, n):
        d = dt.date(year, month, 1)
        d += dt.timedelta(days=(weekday - d.weekday()) % 7)
        return d + dt.timedelta(weeks=n - 1)
    def last(weekday, month):
        d = dt.date(year, month + 1, 1) - dt.timedelta(days=1)
        return d - dt.timedelta(days=(d.weekday() - weekday) % 7)
    fixed = [dt.date(year, 1, 1), dt.date(year, 6, 19), dt.date(year, 7, 4), dt.date(year, 11, 11), dt.date(year, 12, 25)]
    return set(fixed + [nth(0, 1, 3), nth(0, 2, 3), last(0, 5), nth(0, 9, 1), nth(0, 10, 2), nth(3, 11, 4)])


def compute(start, days, service):
    if service == "mail":
        days += 3
    d = start + dt.timedelta(days=days)
    while d.weekday() >= 5 or d in holidays(d.year):
        d += dt.timedelta(days=1)
    return d


def ics(entries):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//docket-deadline-calculator//EN"]
    for summary, date, desc in entries:
        lines += ["BEGIN:VEVENT", f"DTSTART;VALUE=DATE:{date:%Y%m%d}", f"SUMMARY:{summary}", f"DESCRIPTION:{desc}", "END:VEVENT"]
    return "\r\n".join(lines + ["END:VCALENDAR"]) + "\r\n"


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--court"); ap.add_argument("--event", required=True)
    ap.add_argument("--date", required=True); ap.add_argument("--service", default="electronic")
    a = ap.parse_args()
    days, rule = RULES[a.event]
    due = compute(dt.date.fromisoformat(a.date), days, a.service)
    entries = [(f"DUE: {a.event}", due, f"{rule}; trigger {a.date}; service {a.service}"),
               (f"Reminder (7d): {a.event}", due - dt.timedelta(days=7), rule),
               (f"Reminder (2d): {a.event}", due - dt.timedelta(days=2), rule)]
    open("deadlines.ics", "w").write(ics(entries))
    print(f"{a.event}: {due:%A %d %B %Y} ({rule})")
