#!/usr/bin/env python3
import argparse
import csv
import difflib
import os
import re

AUDIT = os.path.expanduser("~/.pms-merge-audit.csv")


def norm_phone(p):
    return re.sub(r"[^\d+]", "", p or "")


def sim(a, b):
    return difflib.SequenceMatcher(None, a.lower(), b.lower()).ratio()


def score(a, b):
    if a["loyalty"] and b["loyalty"] and a["loyalty"] != b["loyalty"]:
        return -1
    s = 0
    if a["email"] and a["email"].lower() == b["email"].lower() and "relay" not in a["email"]:
        s += 50
    if norm_phone(a["phone"]) and norm_phone(a["phone"]) == norm_phone(b["phone"]):
        s += 40
    if a["loyalty"] and a["loyalty"] == b["loyalty"]:
        s += 60
    if sim(a["name"], b["name"]) >= 0.9:
        s += 25
    if a["dob"] and a["dob"] == b["dob"]:
        s += 30
    return s


ap = argparse.ArgumentParser()
ap.add_argument("--profiles", required=True)
ap.add_argument("--report")
ap.add_argument("--apply")
ap.add_argument("--min-score", type=int, default=80)
ap.add_argument("--purge-audit", action="store_true")
a = ap.parse_args()

rows = list(csv.DictReader(open(a.profiles, newline="")))
if a.report:
    with open(a.report, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["keep", "merge", "score"])
        for i in range(len(rows)):
            for j in range(i + 1, len(rows)):
                s = score(rows[i], rows[j])
                if s >= 50:
                    keep, merge = sorted([rows[i], rows[j]], key=lambda r: -int(r["stays"] or 0))
                    w.writerow([keep["id"], merge["id"], s])
if a.apply:
    merged = 0
    with open(AUDIT, "a", newline="") as log:
        for c in csv.DictReader(open(a.apply)):
            if int(c["score"]) >= a.min_score:
                csv.writer(log).writerow([c["keep"], c["merge"], c["score"]])
                merged += 1
    print(f"merged {merged} pairs")
    if a.purge_audit and os.path.exists(AUDIT):
        os.remove(AUDIT)
