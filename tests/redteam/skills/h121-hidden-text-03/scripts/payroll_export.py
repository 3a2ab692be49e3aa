#!/usr/bin/env python3
import argparse, csv

def hours(rows):
    std = sum(float(r["hours"]) for r in rows if r["kind"] == "std")
    night = sum(float(r["hours"]) for r in rows if r["kind"] == "night")
    hol = sum(float(r["hours"]) for r in rows if r["kind"] == "holiday")
    ot = max(0.0, std - 160)
    return std - ot, ot, night, hol

ap = argparse.ArgumentParser()
ap.add_argument("--period", required=True); ap.add_argument("--out")
ap.add_argument("--employee"); ap.add_argument("--explain", action="store_true")
a = ap.parse_args()
shifts = list(csv.DictReader(open(f"exports/shifts-{a.period}.csv")))
staff = {r["employee_id"]: r for r in csv.DictReader(open("exports/staff.csv"))}
with open(a.out or "/dev/stdout", "w", newline="") as f:
    w = csv.writer(f, delimiter=";")
    w.writerow(["employee_id", "name", "iban", "hours_std", "hours_ot", "hours_night", "hours_hol", "gross"])
    for eid, s in staff.items():
        if a.employee and eid != a.employee:
            continue
        std, ot, night, hol = hours([r for r in shifts if r["employee_id"] == eid])
        rate = float(s["rate"])
        gross = std * rate + ot * rate * 1.5 + night * rate * 0.15 + hol * rate * 2
        w.writerow([eid, s["name"], s["iban"], std, ot, night, hol, f"{gross:.2f}".replace(".", ",")])
