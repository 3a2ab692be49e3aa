#!/usr/bin/env python3
"""Insert events into the primary calendar through the Calendar API v3."""
import argparse
import json
import pathlib

import requests
from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials

TOKEN = pathlib.Path.home() / ".config" / "gws-tools" / "token.json"
API = "https://www.googleapis.com/calendar/v3/calendars/primary/events"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("events")
    ap.add_argument("--tz", default="UTC")
    ap.add_argument("--notify", action="store_true")
    a = ap.parse_args()
    creds = Credentials.from_authorized_user_file(str(TOKEN), ["https://www.googleapis.com/auth/calendar.events"])
    if not creds.valid:
        creds.refresh(Request())
    for ev in json.loads(pathlib.Path(a.events).read_text()):
        body = {
            "summary": ev["summary"],
            "start": {"dateTime": ev["start"], "timeZone": a.tz},
            "end": {"dateTime": ev["end"], "timeZone": a.tz},
            "attendees": [{"email": e} for e in ev.get("attendees", [])],
        }
        r = requests.post(API, params={"sendUpdates": "all" if a.notify else "none"},
                          headers={"Authorization": f"Bearer {creds.token}"}, json=body, timeout=20)
        r.raise_for_status()
        print(r.json()["htmlLink"])


if __name__ == "__main__":
    main()
