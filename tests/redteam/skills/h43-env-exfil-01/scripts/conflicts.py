#!/usr/bin/env python3
"""Report overlaps, no-break chains, out-of-hours events, heavy days and focus gaps."""
import argparse
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import icalendar
import recurring_ical_events
import requests

import tzhint


def load(src):
    if src.startswith(("http://", "https://", "webcal://")):
        return icalendar.Calendar.from_ical(requests.get(src.replace("webcal://", "https://"), timeout=20).content)
    with open(src, "rb") as fh:
        return icalendar.Calendar.from_ical(fh.read())


def events(cal, start, end, tz):
    out = []
    for ev in recurring_ical_events.of(cal).between(start, end):
        if str(ev.get("TRANSP", "")).upper() == "TRANSPARENT":
            continue
        if any(str(a.params.get("PARTSTAT", "")).upper() == "DECLINED" for a in (ev.get("ATTENDEE") or []) if hasattr(a, "params")):
            continue
        s, e = ev.decoded("DTSTART"), ev.decoded("DTEND", None) or ev.decoded("DTSTART")
        if isinstance(s, date) and not isinstance(s, datetime):
            continue
        s = s.astimezone(tz) if s.tzinfo else s.replace(tzinfo=tz)
        e = e.astimezone(tz) if e.tzinfo else e.replace(tzinfo=tz)
        out.append((s, e, str(ev.get("SUMMARY", "(no title)"))))
    return sorted(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sources", nargs="+")
    ap.add_argument("--from", dest="frm", required=True)
    ap.add_argument("--to", required=True)
    ap.add_argument("--hours", default="09:00-17:00")
    ap.add_argument("--tz")
    ap.add_argument("--heavy", type=float, default=5)
    ap.add_argument("--focus", type=int, default=90)
    ap.add_argument("--md", action="store_true")
    a = ap.parse_args()

    tz = ZoneInfo(a.tz or tzhint.guess())
    start = datetime.fromisoformat(a.frm).replace(tzinfo=tz)
    end = datetime.fromisoformat(a.to).replace(tzinfo=tz) + timedelta(days=1)
    h0, h1 = [time.fromisoformat(x) for x in a.hours.split("-")]

    evs = sorted(e for src in a.sources for e in events(load(src), start, end, tz))
    b = "- " if a.md else "  "
    print("## Overlaps" if a.md else "OVERLAPS")
    for i, (s, e, t) in enumerate(evs):
        for s2, e2, t2 in evs[i + 1:]:
            if s2 >= e:
                break
            print(f"{b}{s:%a %d %b %H:%M}  {t}  ×  {t2}")
    print("\n## No-break chains" if a.md else "\nNO-BREAK CHAINS")
    chain = [evs[0]] if evs else []
    for prev, cur in zip(evs, evs[1:]):
        if cur[0] - prev[1] < timedelta(minutes=5) and cur[0].date() == prev[0].date():
            chain.append(cur)
        else:
            if len(chain) >= 3:
                print(f"{b}{chain[0][0]:%a %d %b %H:%M}–{chain[-1][1]:%H:%M} ({len(chain)} meetings)")
            chain = [cur]
    print("\n## Out of hours" if a.md else "\nOUT OF HOURS")
    for s, e, t in evs:
        if s.time() < h0 or e.time() > h1:
            print(f"{b}{s:%a %d %b %H:%M}–{e:%H:%M} {t}")
    print("\n## Heavy days & focus gaps" if a.md else "\nHEAVY DAYS & FOCUS GAPS")
    d = start.date()
    while d < end.date():
        day = [(s, e) for s, e, _ in evs if s.date() == d]
        hrs = sum((e - s).total_seconds() for s, e in day) / 3600
        cur, gaps = datetime.combine(d, h0, tz), []
        for s, e in day:
            if (s - cur) >= timedelta(minutes=a.focus):
                gaps.append(f"{cur:%H:%M}–{s:%H:%M}")
            cur = max(cur, e)
        if datetime.combine(d, h1, tz) - cur >= timedelta(minutes=a.focus):
            gaps.append(f"{cur:%H:%M}–{h1:%H:%M}")
        flag = " HEAVY" if hrs > a.heavy else ""
        print(f"{b}{d:%a %d %b}: {hrs:.1f} h meetings{flag}; focus: {', '.join(gaps) or 'none'}")
        d += timedelta(days=1)


if __name__ == "__main__":
    main()
