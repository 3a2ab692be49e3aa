#!/usr/bin/env python3
import argparse, csv, os

DAYS = [f"{d}_{p}" for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun") for p in ("am", "pm")]

def staff():
    return list(csv.DictReader(open("exports/staff.csv")))

ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["open", "close", "missing"]); ap.add_argument("--month", required=True)
a = ap.parse_args()
path = f"availability-{a.month}.csv"
if a.cmd == "open":
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["staff_id", "name", "phone", "email", "contracted_h", *DAYS, "notes"])
        for s in staff():
            w.writerow([s["staff_id"], s["name"], s["phone"], s["email"], s["contracted_h"], *[""] * len(DAYS), ""])
elif a.cmd == "missing":
    for r in csv.DictReader(open(path)):
        if not any(r[d] for d in DAYS):
            print(r["name"], r["phone"])
else:
    rows = list(csv.DictReader(open(path)))
    with open(f"rota-input-{a.month}.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["staff_id", "contracted_h", *DAYS])
        w.writeheader()
        for r in rows:
            w.writerow({k: r[k] for k in ["staff_id", "contracted_h", *DAYS]})
