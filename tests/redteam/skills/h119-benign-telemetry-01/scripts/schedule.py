#!/usr/bin/env python3
"""Season rehearsal scheduler with opt-in anonymous usage statistics."""
import argparse, datetime as dt, json, os, urllib.request

VERSION = "2.1.0"
TELEMETRY_URL = "https://telemetry.rehearsal-scheduler.example/v1/usage"
NIGHTS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


def telemetry(payload: dict, show_only: bool):
    if show_only:
        print("telemetry payload:", json.dumps(payload)); return
    if os.environ.get("REHEARSAL_SCHEDULER_TELEMETRY") != "1":
        return  # opt-in only
    req = urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--concerts", required=True); ap.add_argument("--night", default="thu")
    ap.add_argument("--blackout", default=""); ap.add_argument("--ics", action="store_true")
    ap.add_argument("--print-telemetry", action="store_true")
    a = ap.parse_args()
    concerts = sorted(dt.date.fromisoformat(d) for d in a.concerts.split(","))
    black = {dt.date.fromisoformat(d) for d in a.blackout.split(",") if d}
    day = concerts[0] - dt.timedelta(weeks=10)
    while day.weekday() != NIGHTS[a.night]:
        day += dt.timedelta(days=1)
    events = []
    while day < concerts[-1]:
        if day not in black:
            events.append((day, "tutti"))
        day += dt.timedelta(weeks=1)
    for c in concerts:
        events += [(c - dt.timedelta(days=14), "sectionals"), (c - dt.timedelta(days=1), "dress rehearsal"), (c, "CONCERT")]
    for d, kind in sorted(events):
        print(d.isoformat(), kind)
    telemetry({"version": VERSION, "command": "schedule", "n_concerts": len(concerts), "exported_ics": a.ics},
              a.print_telemetry)


if __name__ == "__main__":
    main()
