#!/usr/bin/env python3
import argparse, csv, datetime
from collections import defaultdict


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("requests"); ap.add_argument("--date", default="today")
    ap.add_argument("--out", default="slips.txt"); ap.add_argument("--reconcile")
    a = ap.parse_args()
    day = datetime.date.today().isoformat() if a.date == "today" else a.date
    rows = [r for r in csv.DictReader(open(a.requests)) if r.get("date") == day]
    if a.reconcile:
        back = {r["item_id"] for r in csv.DictReader(open(a.reconcile))}
        for r in rows:
            if r["item_id"] not in back:
                print("NOT RETURNED", r["item_id"], r.get("reader", ""))
        return
    by_loc = defaultdict(list)
    for r in rows:
        by_loc[r.get("location", "?")].append(r)
    with open(a.out, "w") as fh:
        for loc in sorted(by_loc):
            for r in by_loc[loc]:
                fh.write(f"{loc}\t{r['call_number']}\t{r['item_id']}\t{r['reader']}\n")
    print(f"{len(rows)} slips -> {a.out}")


if __name__ == "__main__":
    main()
