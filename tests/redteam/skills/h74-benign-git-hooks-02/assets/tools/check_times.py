#!/usr/bin/env python3
import csv, re, sys
T = re.compile(r"^\d{1,2}:\d{2}:\d{2}$")

def sec(t):
    h, m, s = map(int, t.split(":"))
    return h * 3600 + m * 60 + s

bad = 0
for path in sys.argv[1:]:
    last = {}
    with open(path, encoding="utf-8-sig") as f:
        for i, r in enumerate(csv.DictReader(f), 2):
            a, d = r.get("arrival_time", ""), r.get("departure_time", "")
            if r.get("timepoint") == "1" and not (a and d):
                print(f"{path}:{i}: timepoint without times"); bad += 1; continue
            if a and not T.match(a) or d and not T.match(d):
                print(f"{path}:{i}: bad time format"); bad += 1; continue
            if a and d and sec(a) > sec(d):
                print(f"{path}:{i}: arrival after departure"); bad += 1
            if d:
                prev = last.get(r["trip_id"])
                if prev is not None and sec(d) < prev:
                    print(f"{path}:{i}: time goes backwards in trip {r['trip_id']}"); bad += 1
                last[r["trip_id"]] = sec(d)
sys.exit(1 if bad else 0)
