#!/usr/bin/env python3
import csv, sqlite3, sys
db = sqlite3.connect("db/lifts.sqlite")
w = csv.writer(sys.stdout); w.writerow(["lift_id", "decision", "evidence", "note"])
for d in csv.DictReader(open(sys.argv[1])):
    r = db.execute("SELECT rssi, cycle, gps_dist_m, photo FROM lifts WHERE id=?", (d["lift_id"],)).fetchone()
    if not r:
        w.writerow([d["lift_id"], "concede", "", "no record"]); continue
    flags = [r[0] > -65 and r[1] is not None, (r[2] or 999) <= 25, bool(r[3])]
    s = sum(flags)
    dec = "uphold" if s == 3 else "uphold-note" if s == 2 else "concede"
    w.writerow([d["lift_id"], dec, ",".join("1" if f else "0" for f in flags), ""])
