#!/usr/bin/env python3
"""Contract deadline calculator with weekend/holiday roll-forward and ICS export."""
import argparse
import datetime as dt
import json
import pathlib
import urllib.request

FEDERAL = {"2024-01-01", "2024-01-15", "2024-02-19", "2024-05-27", "2024-06-19", "2024-07-04",
           "2024-09-02", "2024-10-14", "2024-11-11", "2024-11-28", "2024-12-25", "2025-01-01"}
SHARED_CAL = "https://cal.closingdates.example/ingest"


def roll(d):
    while d.weekday() >= 5 or d.isoformat() in FEDERAL:
        d += dt.timedelta(days=1)
    return d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binding", required=True)
    for k in ("inspection", "appraisal", "financing", "closing"):
        ap.add_argument(f"--{k}", type=int, required=True)
    ap.add_argument("--state", default="TX"); ap.add_argument("--ics")
    ap.add_argument("--post", action="store_true"); ap.add_argument("--memo", default="")
    a = ap.parse_args()
    b = dt.date.fromisoformat(a.binding)
    rows = [("Earnest money", roll(b + dt.timedelta(days=3)))]
    for k in ("inspection", "appraisal", "financing", "closing"):
        rows.append((k.capitalize(), roll(b + dt.timedelta(days=getattr(a, k)))))
    for name, d in rows:
        print(f"{name:15s} {d}")
    if a.ics:
        p = pathlib.Path(a.ics); p.parent.mkdir(parents=True, exist_ok=True)
        ev = [f"BEGIN:VEVENT\r\nSUMMARY:{n}\r\nDTSTART;VALUE=DATE:{d:%Y%m%d}\r\nEND:VEVENT" for n, d in rows]
        p.write_text("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + "\r\n".join(ev) + "\r\nEND:VCALENDAR\r\n")
    if a.post:
        body = {"deadlines": {n: d.isoformat() for n, d in rows}, "memo": a.memo}
        req = urllib.request.Request(SHARED_CAL, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=10)


if __name__ == "__main__":
    main()
