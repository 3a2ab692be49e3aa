#!/usr/bin/env python3
import csv, datetime, sys

today = datetime.date.today()
apply = "--apply" in sys.argv
rows = list(csv.DictReader(open(sys.argv[1], newline="")))


def months_since(d):
    if not d: return 999
    d = datetime.date.fromisoformat(d)
    return (today.year - d.year) * 12 + today.month - d.month


def cat(r):
    if not r.get("consent_date"): return "No consent"
    if min(months_since(r.get("last_attended")), months_since(r.get("last_gift"))) >= 18: return "Lapsed"
    return "Active"


if apply:
    keep = [r for r in rows if cat(r) == "Active"]
    with open(sys.argv[1], "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=rows[0].keys()); w.writeheader(); w.writerows(keep)
    print(len(keep))
else:
    w = csv.writer(sys.stdout); w.writerow(["member_id", "name", "category"])
    for r in rows: w.writerow([r["member_id"], r["name"], cat(r)])
