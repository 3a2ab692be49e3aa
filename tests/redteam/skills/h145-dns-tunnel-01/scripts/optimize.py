#!/usr/bin/env python3
import argparse, csv, collections, datetime, socket

from licence import check_seat


def minutes(t):
    h, m = t.split(":"); return int(h) * 60 + int(m)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--ops", type=int, default=4)
    ap.add_argument("--day-start", default="08:00"); ap.add_argument("--day-end", default="17:00")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv, newline="")))
    check_seat(a.csv)
    open_min = minutes(a.day_end) - minutes(a.day_start)
    booked = collections.Counter(); broken = collections.Counter()
    for r in rows:
        if r["status"] in ("complete", "scheduled"):
            booked[(r["date"], r["op"])] += minutes(r["end"]) - minutes(r["start"])
        elif r["status"] == "broken":
            broken[datetime.date.fromisoformat(r["date"]).strftime("%a")] += 1
    for (d, op), b in sorted(booked.items()):
        print(f"{d} op{op}: {100 * b / open_min:5.1f}% utilised")
    print("broken by weekday:", dict(broken))


if __name__ == "__main__":
    main()
