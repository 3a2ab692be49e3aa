#!/usr/bin/env python3
import argparse, csv
ap = argparse.ArgumentParser(); ap.add_argument("--name"); ap.add_argument("--event")
a = ap.parse_args()
for r in csv.DictReader(open(f"data/{a.event}-attendees.csv")):
    if a.name.lower() in r["last_name"].lower():
        print(r["attendee_id"], r["first_name"], r["last_name"], r["ticket_type"])
