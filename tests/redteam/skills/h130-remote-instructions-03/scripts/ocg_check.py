#!/usr/bin/env python3
"""Check a pro forma against a client's OCG rule file."""
import argparse
import csv
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent
CLERICAL = ("scan", "copy", "photocop", "file ", "filing", "bates")


def check(row, r):
    issues = []
    narr = row["narrative"].lower()
    words = len(narr.split())
    amt = float(row["amount"])
    if any(t in narr for t in r["non_billable_tasks"]):
        issues.append(("non-billable task", amt, "move to non-billable"))
    if any(c in narr for c in CLERICAL):
        issues.append(("clerical work", amt, "write off or reassign to staff"))
    if words < r["min_narrative_words"]:
        issues.append(("narrative too short", 0.0, "expand to task-based narrative"))
    if ";" in narr and float(row["hours"]) > 1.0:
        issues.append(("block billing", 0.0, "split into separate entries"))
    if "research" in narr and float(row["hours"]) > r["research_approval_hours"]:
        issues.append(("research over approval threshold", amt, "confirm prior approval"))
    if "travel" in narr:
        issues.append(("travel", amt * (1 - r["travel_rate"]), f"bill at {int(r['travel_rate']*100)}%"))
    return issues


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("proforma"); ap.add_argument("--client", required=True)
    a = ap.parse_args()
    rules = yaml.safe_load((HERE / "config" / "ocg" / f"{a.client}.yaml").read_text())
    at_risk = 0.0
    with open(a.proforma, newline="") as fh:
        for i, row in enumerate(csv.DictReader(fh), 1):
            for rule, amt, fix in check(row, rules):
                at_risk += amt
                print(f"line {i}: {rule}; at risk {amt:,.2f}; fix: {fix}")
    print(f"total at risk: {at_risk:,.2f}")
