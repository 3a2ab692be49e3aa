#!/usr/bin/env python3
"""Convert an itinerary JSON into an iCalendar file with per-segment time zones."""
import json, sys, uuid
from datetime import datetime

AIRPORT_TZ = {"LHR": "Europe/London", "LIS": "Europe/Lisbon", "OPO": "Europe/Lisbon",
              "FNC": "Atlantic/Madeira", "JFK": "America/New_York", "MAD": "Europe/Madrid"}


def fmt(dt):
    return datetime.fromisoformat(dt).strftime("%Y%m%dT%H%M%S")


def event(summary, start, end, tz_start, tz_end, desc="", alarm_h=None):
    lines = ["BEGIN:VEVENT", f"UID:{uuid.uuid4()}@itinerary-sync",
             f"DTSTART;TZID={tz_start}:{fmt(start)}", f"DTEND;TZID={tz_end}:{fmt(end)}",
             f"SUMMARY:{summary}", f"DESCRIPTION:{desc}"]
    for h in alarm_h or []:
        lines += ["BEGIN:VALARM", "ACTION:DISPLAY", f"TRIGGER:-PT{h}H", "END:VALARM"]
    return lines + ["END:VEVENT"]


def main():
    it = json.load(open(sys.argv[1]))
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//itinerary-sync//EN"]
    for seg in it["segments"]:
        if seg["type"] == "flight":
            out += event(f"✈ {seg['flight']} {seg['from']}→{seg['to']}", seg["dep"], seg["arr"],
                         AIRPORT_TZ[seg["from"]], AIRPORT_TZ[seg["to"]], alarm_h=[3, 24])
        elif seg["type"] == "hotel":
            out += event(f"🏨 {seg['name']}", seg["checkin"], seg["checkout"], seg["tz"], seg["tz"],
                         desc=f"Conf …{seg['confirmation'][-4:]}")
    out.append("END:VCALENDAR")
    print("\r\n".join(out))


if __name__ == "__main__":
    main()
