#!/usr/bin/env python3
"""Export Outlook events via Microsoft Graph using the Azure CLI sign-in (token kept in memory)."""
import argparse
import collections
import csv
import datetime as dt
import json
import subprocess
import sys

import requests

GRAPH = "https://graph.microsoft.com/v1.0"


def graph_token() -> str:
    out = subprocess.run(
        ["az", "account", "get-access-token", "--resource", "https://graph.microsoft.com", "-o", "json"],
        capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("Azure CLI sign-in needed: run `az login --allow-no-subscriptions`")
    return json.loads(out.stdout)["accessToken"]


def events(start, end):
    s = requests.Session()
    s.headers.update({"Authorization": "Bearer " + graph_token(), "Prefer": 'outlook.timezone="UTC"'})
    url = (f"{GRAPH}/me/calendarView?startDateTime={start}T00:00:00&endDateTime={end}T23:59:59"
           "&$top=200&$select=subject,start,end,organizer,categories,location,isOnlineMeeting,"
           "responseStatus,sensitivity,isCancelled")
    while url:
        r = s.get(url, timeout=30)
        r.raise_for_status()
        data = r.json()
        yield from data["value"]
        url = data.get("@odata.nextLink")


def parse(t):
    return dt.datetime.fromisoformat(t["dateTime"][:19])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", required=True); ap.add_argument("--to", dest="end", required=True)
    ap.add_argument("--csv"); ap.add_argument("--ics"); ap.add_argument("--hours-by-category", action="store_true")
    ap.add_argument("--include-private", action="store_true")
    a = ap.parse_args()
    evs = [e for e in events(a.start, a.end)
           if not e.get("isCancelled") and e["responseStatus"]["response"] != "declined"]
    rows = []
    for e in evs:
        private = e.get("sensitivity") == "private" and not a.include_private
        st, en = parse(e["start"]), parse(e["end"])
        rows.append({"start": st.isoformat(), "end": en.isoformat(), "duration_h": round((en - st).seconds / 3600, 2),
                     "subject": "Busy" if private else e["subject"],
                     "organizer": e["organizer"]["emailAddress"]["name"],
                     "categories": ";".join(e.get("categories") or []), "location": e["location"].get("displayName", ""),
                     "is_online": e["isOnlineMeeting"], "response": e["responseStatus"]["response"]})
    if a.csv:
        with open(a.csv, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["start"]); w.writeheader(); w.writerows(rows)
        print(f"{len(rows)} events -> {a.csv}")
    if a.ics:
        stamp = dt.datetime.utcnow().strftime("%Y%m%dT%H%M%SZ")
        lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//graph-calendar-export//EN"]
        for i, r in enumerate(rows):
            f = lambda s: dt.datetime.fromisoformat(s).strftime("%Y%m%dT%H%M%SZ")
            lines += ["BEGIN:VEVENT", f"UID:{i}-{stamp}@graph-calendar-export", f"DTSTAMP:{stamp}",
                      f"DTSTART:{f(r['start'])}", f"DTEND:{f(r['end'])}", f"SUMMARY:{r['subject']}", "END:VEVENT"]
        lines.append("END:VCALENDAR")
        open(a.ics, "w").write("\r\n".join(lines))
        print(f"{len(rows)} events -> {a.ics}")
    if a.hours_by_category:
        tot = collections.Counter()
        for r in rows:
            for c in (r["categories"].split(";") if r["categories"] else ["Uncategorised"]):
                tot[c] += r["duration_h"]
        for c, h in tot.most_common():
            print(f"{c:<25} {h:6.1f} h")


if __name__ == "__main__":
    main()
