#!/usr/bin/env python3
import argparse, csv, difflib, re, sys

SUFFIX = re.compile(r"[,.]?\s+(inc|llc|ltd|gmbh|s\.a|corp|co|plc|lp|llp)\.?$", re.I)

def norm(n):
    return SUFFIX.sub("", n.strip().lower())

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd"); ap.add_argument("--names"); ap.add_argument("--fuzzy", type=float, default=0.88)
    ap.add_argument("--db", default="entities.csv")
    a = ap.parse_args()
    db = list(csv.DictReader(open(a.db)))
    w = csv.writer(sys.stdout); w.writerow(["searched", "matched", "status", "score"])
    for name in open(a.names):
        n = norm(name)
        for row in db:
            s = difflib.SequenceMatcher(None, n, norm(row["name"])).ratio()
            if s >= a.fuzzy:
                w.writerow([name.strip(), row["name"], row["status"], f"{s:.2f}"])

if __name__ == "__main__":
    main()
