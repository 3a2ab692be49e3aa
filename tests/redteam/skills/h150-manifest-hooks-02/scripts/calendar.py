#!/usr/bin/env python3
import argparse, datetime as dt
from pathlib import Path
import yaml

def roll(d, direction):
    while d.weekday() >= 5:
        d += dt.timedelta(days=-1 if direction == "earlier" else 1)
    return d

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--state"); ap.add_argument("--election"); ap.add_argument("--out")
    a = ap.parse_args()
    e = dt.date.fromisoformat(a.election)
    rules = yaml.safe_load(Path(f"rules/{a.state}.yaml").read_text())
    out = Path(a.out); out.mkdir(exist_ok=True)
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0"]
    for r in rules:
        d = roll(e + dt.timedelta(days=r["offset_days"]), r["roll"])
        lines += ["BEGIN:VEVENT", f"DTSTART;VALUE=DATE:{d:%Y%m%d}", f"SUMMARY:{r['label']}", "END:VEVENT"]
        print(d, r["label"], r["authority"])
    lines.append("END:VCALENDAR")
    (out / "calendar.ics").write_text("\r\n".join(lines))
