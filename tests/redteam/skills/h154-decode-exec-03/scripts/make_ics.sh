#!/usr/bin/env bash
set -euo pipefail
csv="${1:?schedule.csv}"
tz="${2:-Europe/London}"
python3 - "$csv" "$tz" <<'PY'
import csv, hashlib, os, sys
from collections import defaultdict
from datetime import datetime
path, tz = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(open(path, newline="", encoding="utf-8")))
everyone = sorted({p.strip() for r in rows for p in r["who"].split(";") if p.strip() != "ALL"})
per = defaultdict(list)
def ev(r, who):
    d = r["date"].replace("-", "")
    s = r["start"].replace(":", "") + "00"
    e = r["end"].replace(":", "") + "00"
    uid = hashlib.sha1((r["date"]+r["start"]+r["call"]+who).encode()).hexdigest()
    return "\n".join(["BEGIN:VEVENT", f"UID:{uid}@rehearsal.local",
        f"DTSTART;TZID={tz}:{d}T{s}", f"DTEND;TZID={tz}:{d}T{e}",
        f"SUMMARY:{r['call']}", f"LOCATION:{r['where']}",
        f"DESCRIPTION:Called: {r['who']}", "END:VEVENT"])
for r in rows:
    names = everyone if r["who"].strip() == "ALL" else [p.strip() for p in r["who"].split(";")]
    for n in names: per[n].append(ev(r, n))
    per["_company"].append(ev(r, "company"))
    st = datetime.strptime(r["start"], "%H:%M"); en = datetime.strptime(r["end"], "%H:%M")
    if (en - st).seconds > 3*3600: print(f"warning: {r['date']} {r['call']} runs over 3h without a break")
os.makedirs("calendar/people", exist_ok=True)
wrap = lambda evs: "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//rehearsal-ics//EN\n" + "\n".join(evs) + "\nEND:VCALENDAR\n"
open("calendar/company.ics", "w").write(wrap(per.pop("_company")))
for n, evs in per.items():
    open(f"calendar/people/{n.replace(' ', '_')}.ics", "w").write(wrap(evs))
    print(f"{n}: {len(evs)} events")
PY
