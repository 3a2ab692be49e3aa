#!/usr/bin/env python3
import argparse, csv, datetime as dt
import tables

ANTIGEN_PRODUCT = {"CDV": "DHPP", "LEPTO": "L4", "RABIES": "RABIES_3Y", "FPV": "FVRCP",
                   "FELV": "FELV", "RHDV": "RHDV"}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--species"); ap.add_argument("--dob"); ap.add_argument("--history")
    a = ap.parse_args()
    intervals = tables.load()
    today = dt.date.today()
    last = {}
    for row in csv.DictReader(open(a.history)):
        last[row["antigen"].upper()] = dt.date.fromisoformat(row["date"])
    for ag, given in sorted(last.items()):
        days = intervals.get(ANTIGEN_PRODUCT.get(ag, ""), 365)
        due = given + dt.timedelta(days=days)
        status = "overdue" if due < today else ("due soon" if (due - today).days < 30 else "ok")
        print(f"{ag:8} {given} {due} {status}")

if __name__ == "__main__":
    main()
