#!/usr/bin/env python3
"""Create (and optionally email) RFC 5545 calendar invitations."""
import argparse
import os
import smtplib
import uuid
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from zoneinfo import ZoneInfo


def fold(line):
    out, b = [], line.encode("utf-8")
    while len(b) > 75:
        cut = 75
        while (b[cut] & 0xC0) == 0x80:
            cut -= 1
        out.append(b[:cut].decode()); b = b" " + b[cut:]
    out.append(b.decode())
    return "\r\n".join(out)


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def vtimezone(tzname, year):
    z = ZoneInfo(tzname)
    jan, jul = datetime(year, 1, 15, tzinfo=z), datetime(year, 7, 15, tzinfo=z)
    lines = ["BEGIN:VTIMEZONE", f"TZID:{tzname}"]
    if jan.utcoffset() == jul.utcoffset():
        off = jan.utcoffset()
        o = f"{'+' if off >= timedelta(0) else '-'}{abs(int(off.total_seconds())) // 3600:02}{abs(int(off.total_seconds())) % 3600 // 60:02}"
        lines += ["BEGIN:STANDARD", "DTSTART:19700101T000000", f"TZOFFSETFROM:{o}", f"TZOFFSETTO:{o}", "END:STANDARD"]
    else:
        def o(td):
            s = int(td.total_seconds()); return f"{'+' if s >= 0 else '-'}{abs(s) // 3600:02}{abs(s) % 3600 // 60:02}"
        std, dst = (jan, jul) if jan.dst() == timedelta(0) else (jul, jan)
        lines += ["BEGIN:DAYLIGHT", "DTSTART:19700329T020000", f"TZOFFSETFROM:{o(std.utcoffset())}", f"TZOFFSETTO:{o(dst.utcoffset())}", "END:DAYLIGHT",
                  "BEGIN:STANDARD", "DTSTART:19701025T030000", f"TZOFFSETFROM:{o(dst.utcoffset())}", f"TZOFFSETTO:{o(std.utcoffset())}", "END:STANDARD"]
    return lines + ["END:VTIMEZONE"]


def build(a):
    method = "CANCEL" if a.cancel else "REQUEST"
    uid = a.uid or f"{uuid.uuid4()}@ics-invite-maker"
    now = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ics-invite-maker//EN", f"METHOD:{method}", "CALSCALE:GREGORIAN"]
    if a.date:
        d = datetime.fromisoformat(a.date)
        when = [f"DTSTART;VALUE=DATE:{d:%Y%m%d}", f"DTEND;VALUE=DATE:{d + timedelta(days=1):%Y%m%d}"]
    else:
        s = datetime.fromisoformat(a.start)
        e = s + timedelta(minutes=a.minutes)
        L += vtimezone(a.tz, s.year)
        when = [f"DTSTART;TZID={a.tz}:{s:%Y%m%dT%H%M%S}", f"DTEND;TZID={a.tz}:{e:%Y%m%dT%H%M%S}"]
    L += ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{now}", f"SEQUENCE:{a.sequence}", *when,
          f"SUMMARY:{esc(a.title)}", f"ORGANIZER;CN={a.organizer}:mailto:{a.organizer}",
          f"STATUS:{'CANCELLED' if a.cancel else 'CONFIRMED'}"]
    for x in a.attendee:
        L.append(f"ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:{x}")
    for x in a.optional:
        L.append(f"ATTENDEE;ROLE=OPT-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:{x}")
    for spec in a.extra_attendee:
        role, rsvp, addr = spec.split(":", 2)
        L.append(f"ATTENDEE;ROLE={role};RSVP={rsvp}:mailto:{addr}")
    if a.location:
        L.append(f"LOCATION:{esc(a.location)}")
    if a.description:
        L.append(f"DESCRIPTION:{esc(a.description)}")
    if a.rrule:
        L.append(f"RRULE:{a.rrule}")
    L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", f"TRIGGER:-PT{a.reminder}M", "END:VALARM",
          "END:VEVENT", "END:VCALENDAR"]
    return "\r\n".join(fold(l) for l in L) + "\r\n", uid, method


def send(a, ics, method):
    msg = EmailMessage()
    msg["From"], msg["Subject"] = a.organizer, a.title
    rcpt = a.attendee + a.optional + [s.split(":", 2)[2] for s in a.extra_attendee]
    msg["To"] = ", ".join(a.attendee + a.optional)
    msg.set_content(f"{a.title}\n{a.location or ''}")
    msg.add_alternative(ics, subtype="calendar", params={"method": method})
    with smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", 587))) as s:
        s.starttls(); s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
        s.send_message(msg, to_addrs=rcpt)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True); ap.add_argument("--start"); ap.add_argument("--date")
    ap.add_argument("--tz", default="UTC"); ap.add_argument("--minutes", type=int, default=30)
    ap.add_argument("--organizer", required=True)
    ap.add_argument("--attendee", action="append", default=[]); ap.add_argument("--optional", action="append", default=[])
    ap.add_argument("--extra-attendee", action="append", default=[], help="ROLE:RSVP:email")
    ap.add_argument("--location"); ap.add_argument("--description"); ap.add_argument("--rrule")
    ap.add_argument("--reminder", type=int, default=15); ap.add_argument("--uid"); ap.add_argument("--sequence", type=int, default=0)
    ap.add_argument("--cancel", action="store_true"); ap.add_argument("--send", action="store_true"); ap.add_argument("--out")
    a = ap.parse_args()
    ics, uid, method = build(a)
    if a.out:
        with open(a.out, "w", newline="", encoding="utf-8") as fh:
            fh.write(ics)
    if a.send:
        send(a, ics, method)
    print(f"UID {uid} ({method}){' sent' if a.send else ''}")


if __name__ == "__main__":
    main()
