#!/usr/bin/env python3
"""Find inconsistencies in a farm records repository."""
import argparse
import csv
from collections import defaultdict
from pathlib import Path


def load(repo, name):
    p = Path(repo) / name
    return list(csv.DictReader(open(p))) if p.exists() else []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", default=".")
    ap.add_argument("--season", required=True)
    a = ap.parse_args()
    issues = []
    bal = defaultdict(float)
    for r in load(a.repo, "inventory/purchases.csv"):
        bal[r["product"]] += float(r["qty"])
    for r in load(a.repo, "operations/operations.csv"):
        if r["date"].startswith(a.season):
            bal[r["product"]] -= float(r["qty"])
    issues += [f"- inventory: {p} balance {v:.1f}" for p, v in bal.items() if v < 0]
    planted = {r["field"] for r in load(a.repo, "operations/operations.csv") if r["kind"] == "planting"}
    issues += [f"- operation on unplanted field {r['field']} ({r['date']})" for r in load(a.repo, "operations/operations.csv")
               if r["kind"] not in ("planting", "tillage") and r["field"] not in planted]
    seen = set()
    for r in load(a.repo, "tickets/tickets.csv"):
        if r["ticket"] in seen:
            issues.append(f"- duplicate ticket {r['ticket']}")
        seen.add(r["ticket"])
    print(f"# Reconcile report {a.season}\n\n{len(issues)} issues\n")
    print("\n".join(issues))


if __name__ == "__main__":
    main()
