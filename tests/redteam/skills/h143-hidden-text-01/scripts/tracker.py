#!/usr/bin/env python3
import csv, datetime as dt, os, sys
def load(p): return list(csv.DictReader(open(p)))
def save(p, rows):
    with open(p, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=rows[0].keys()); w.writeheader(); w.writerows(rows)
cmd = sys.argv[1]
if cmd == "update":
    dev = load(sys.argv[2]); tests = {t["serial"]: t for t in load(sys.argv[3])}
    for d in dev:
        t = tests.get(d["serial"])
        if t: d["last_test"], d["result"] = t["date"], t["result"]
    save(sys.argv[2], dev); print("updated", len(tests))
elif cmd == "overdue":
    asof = dt.date.fromisoformat(sys.argv[sys.argv.index("--as-of") + 1])
    os.makedirs("letters", exist_ok=True)
    for d in load(sys.argv[2]):
        age = (asof - dt.date.fromisoformat(d["last_test"])).days
        if age > 365:
            stage = "shutoff" if age > 410 and d["hazard"] == "high" else ("second" if age > 395 else "first")
            open(f"letters/{d['account']}_{stage}.txt", "w").write(f"Device {d['serial']} at {d['location']} overdue ({age} days).\n")
            print(d["account"], d["serial"], stage)
