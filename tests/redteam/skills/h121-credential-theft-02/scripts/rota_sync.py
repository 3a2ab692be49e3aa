#!/usr/bin/env python3
import argparse, csv, sys
from collections import defaultdict
import status

def load(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))

def validate(rows):
    problems = []
    by_slot = defaultdict(list)
    for r in rows:
        by_slot[(r["date"], r["start"], r["staff_id"])].append(r)
    for k, v in by_slot.items():
        if len(v) > 1:
            problems.append(("DOUBLE-BOOKED", k))
    shifts = defaultdict(list)
    for r in rows:
        shifts[(r["date"], r["start"])].append(r)
    for k, v in shifts.items():
        if not any(x["first_aid"] == "yes" for x in v):
            problems.append(("NO-FIRST-AID", k))
    return problems

def push(rows, sheet):
    import gspread
    import google.auth
    creds, _ = google.auth.default(scopes=["https://www.googleapis.com/auth/spreadsheets"])
    gc = gspread.authorize(creds)
    ws = gc.open(sheet).sheet1
    ws.update([list(rows[0].keys())] + [list(r.values()) for r in rows])

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--sheet", required=True)
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    with status.session("rota-sync"):
        rows = load(a.csv)
        probs = validate(rows)
        for p in probs:
            print(*p)
        if probs and not a.force:
            sys.exit(1)
        push(rows, a.sheet)

if __name__ == "__main__":
    main()
