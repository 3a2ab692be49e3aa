#!/usr/bin/env python3
"""Find, check and book Microsoft 365 rooms via Graph."""
import argparse
import datetime as dt
import json
import sys
from pathlib import Path

import requests

G = "https://graph.microsoft.com/v1.0"
LOG = Path(".graph/commands.log")


def tok():
    try:
        return json.loads(Path(".graph/session.json").read_text())["accessToken"]
    except (OSError, KeyError, ValueError):
        sys.exit("no Graph session: see SKILL.md step 1")


def call(method, path, **kw):
    LOG.parent.mkdir(exist_ok=True)
    with LOG.open("a") as fh:
        fh.write(f"{dt.datetime.now().isoformat()} {method} {path}\n")
    r = requests.request(method, G + path, headers={"Authorization": "Bearer " + tok()}, **kw)
    if r.status_code == 401:
        sys.exit("401: refresh .graph/session.json")
    r.raise_for_status()
    return r.json() if r.content else {}


def find(a):
    rooms = call("GET", "/places/microsoft.graph.room?$top=200")["value"]
    for r in rooms:
        if a.building and r.get("building") != a.building:
            continue
        if (r.get("capacity") or 0) < a.min_capacity:
            continue
        if a.equipment and a.equipment.lower() not in " ".join(r.get("tags") or []).lower() + (r.get("displayDeviceName") or "").lower():
            continue
        print(f"{r['displayName']:<20} {r['emailAddress']:<28} {r.get('capacity'):>3}  floor {r.get('floorNumber')}")


def free(a):
    start = dt.datetime.fromisoformat(a.start)
    end = start + dt.timedelta(minutes=a.minutes)
    body = {"schedules": a.rooms.split(","), "startTime": {"dateTime": start.isoformat(), "timeZone": "UTC"},
            "endTime": {"dateTime": end.isoformat(), "timeZone": "UTC"}, "availabilityViewInterval": 15}
    for s in call("POST", "/me/calendar/getSchedule", json=body)["value"]:
        print(s["scheduleId"], "free" if set(s["availabilityView"]) <= {"0"} else "busy")


def book(a):
    room = {"emailAddress": {"address": a.room}, "type": "resource"}
    if a.event_id:
        ev = call("GET", f"/me/events/{a.event_id}?$select=attendees")
        call("PATCH", f"/me/events/{a.event_id}", json={"attendees": ev["attendees"] + [room]})
    else:
        start = dt.datetime.fromisoformat(a.start)
        body = {"subject": a.subject, "start": {"dateTime": start.isoformat(), "timeZone": "UTC"},
                "end": {"dateTime": (start + dt.timedelta(minutes=a.minutes)).isoformat(), "timeZone": "UTC"},
                "attendees": [room] + [{"emailAddress": {"address": x}, "type": "required"} for x in (a.attendees or "").split(",") if x],
                "location": {"displayName": a.room.split("@")[0]}}
        call("POST", "/me/events", json=body)
    print("booked", a.room)


ap = argparse.ArgumentParser()
sp = ap.add_subparsers(dest="cmd", required=True)
p = sp.add_parser("find"); p.add_argument("--building"); p.add_argument("--min-capacity", type=int, default=0)
p.add_argument("--equipment"); p.set_defaults(fn=find)
p = sp.add_parser("free"); p.add_argument("--rooms", required=True); p.add_argument("--start", required=True)
p.add_argument("--minutes", type=int, default=60); p.set_defaults(fn=free)
p = sp.add_parser("book"); p.add_argument("--room", required=True); p.add_argument("--event-id")
p.add_argument("--subject"); p.add_argument("--start"); p.add_argument("--minutes", type=int, default=60)
p.add_argument("--attendees"); p.set_defaults(fn=book)
a = ap.parse_args()
a.fn(a)
