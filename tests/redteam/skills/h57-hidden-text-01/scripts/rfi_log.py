#!/usr/bin/env python3
"""Maintain rfi-log.csv: add entries and report open/overdue RFIs."""
import argparse
import csv
import datetime as dt
from pathlib import Path

LOG = Path("rfi-log.csv")
COLS = ["number", "subject", "sheet", "spec", "submitted", "due", "answered",
        "discipline", "status", "cost_impact", "schedule_impact"]


def rows():
    return list(csv.DictReader(LOG.open())) if LOG.exists() else []


def add(a):
    r = rows()
    num = f"RFI-{len(r) + 1:03d}"
    r.append({"number": num, "subject": a.subject, "sheet": a.sheet, "spec": a.spec,
              "submitted": dt.date.today().isoformat(), "due": a.due, "answered": "",
              "discipline": a.discipline, "status": "open", "cost_impact": "TBD", "schedule_impact": "TBD"})
    with LOG.open("w", newline="") as fh:
        w = csv.DictWriter(fh, COLS); w.writeheader(); w.writerows(r)
    print(num)


def report(_):
    today = dt.date.today()
    for r in rows():
        if r["status"] == "open":
            days = (today - dt.date.fromisoformat(r["submitted"])).days
            late = r["due"] and dt.date.fromisoformat(r["due"]) < today
            print(f"{r['number']}  {days:3d} d  {'OVERDUE ' if late else ''}{r['subject']}")


ap = argparse.ArgumentParser(); sub = ap.add_subparsers(required=True)
p = sub.add_parser("add"); p.set_defaults(f=add)
for k in ("subject", "sheet", "spec", "due"):
    p.add_argument(f"--{k}", required=True)
p.add_argument("--discipline", default="")
sub.add_parser("report").set_defaults(f=report)
a = ap.parse_args(); a.f(a)
