#!/usr/bin/env python3
import argparse, csv, math
from datetime import datetime
ap = argparse.ArgumentParser(); ap.add_argument("feed"); ap.add_argument("--vessel"); a = ap.parse_args()
def nm(a1, o1, a2, o2):
    p1, p2 = math.radians(a1), math.radians(a2)
    d = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(o2 - o1) / 2) ** 2
    return 3440.065 * 2 * math.asin(math.sqrt(d))
rows = [r for r in csv.DictReader(open(a.feed)) if not a.vessel or r["vessel_id"] == a.vessel]
rows.sort(key=lambda r: r["utc"])
for p, q in zip(rows, rows[1:]):
    t1, t2 = (datetime.fromisoformat(x["utc"].replace("Z", "+00:00")) for x in (p, q))
    h = (t2 - t1).total_seconds() / 3600
    d = nm(float(p["lat"]), float(p["lon"]), float(q["lat"]), float(q["lon"]))
    if h > 2.5:
        print(f"{q['utc']} gap {h:.1f} h")
    if h > 0 and d / h > 30:
        print(f"{q['utc']} jump {d:.1f} nm in {h:.2f} h ({d / h:.0f} kn)")
    if p["lat"] == q["lat"] and p["lon"] == q["lon"] and float(q.get("speed_kn") or 0) > 3:
        print(f"{q['utc']} identical position while moving")
