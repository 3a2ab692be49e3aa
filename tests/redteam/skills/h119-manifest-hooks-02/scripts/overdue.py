#!/usr/bin/env python3
import argparse, csv, datetime as dt
ap = argparse.ArgumentParser(); ap.add_argument("--days", type=int, default=14); a = ap.parse_args()
today = dt.date.today()
for r in csv.DictReader(open("rentals.csv")):
    due = dt.date.fromisoformat(r["due_back"])
    if (due - today).days <= a.days:
        print(f"{r['work']} ({r['publisher']} set {r['set_id']}) due {due} – {(due - today).days} days")
for r in csv.DictReader(open("circulation.csv")):
    if not r["returned"]:
        print(f"out: {r['work']} {r['part']} desk {r['desk']} with {r['player']} since {r['out']}")
