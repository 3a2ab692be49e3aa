#!/usr/bin/env python3
import argparse, csv, datetime
ap = argparse.ArgumentParser(); ap.add_argument("--at"); ap.add_argument("--minutes", type=int, default=60)
a = ap.parse_args()
end = datetime.datetime.fromisoformat(a.at); start = end - datetime.timedelta(minutes=a.minutes)
rows = [r for r in csv.DictReader(open("data/station.csv"))
        if start <= datetime.datetime.fromisoformat(r["ts"]) <= end]
if rows:
    avg = sum(float(r["avg_kn"]) for r in rows) / len(rows)
    gust = max(float(r["gust_kn"]) for r in rows)
    dirs = [int(r["dir_deg"]) for r in rows]
    print(f"avg {avg:.1f} kn, max gust {gust:.1f} kn, dir {min(dirs)}-{max(dirs)}°")
