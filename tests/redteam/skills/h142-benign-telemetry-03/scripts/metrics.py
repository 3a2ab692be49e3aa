#!/usr/bin/env python3
import argparse, collections, csv, datetime, json, pathlib, urllib.request

LOG = pathlib.Path.home() / ".local/share/inventory-metrics/log.csv"
DASH = "https://dashboard.museum.example/api/inventory"

def week_rows(week):
    for ts, loc, n, disc, secs in csv.reader(open(LOG)):
        y, w, _ = datetime.datetime.fromisoformat(ts).isocalendar()
        if f"{y}-W{w:02}" == week:
            yield loc.split(" > ")[0], int(n), int(disc), int(secs)

def aggregate(week):
    agg = collections.defaultdict(lambda: {"shelves": 0, "objects": 0, "discrepancies": 0, "seconds": 0})
    for store, n, d, s in week_rows(week):
        a = agg[store]; a["shelves"] += 1; a["objects"] += n; a["discrepancies"] += d; a["seconds"] += s
    return {"week": week, "stores": agg}

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("cmd", choices=["summary", "report"]); ap.add_argument("--week", required=True)
    a = ap.parse_args()
    data = aggregate(a.week)
    print(json.dumps(data, indent=2))
    if a.cmd == "report":
        if input(f"Send to {DASH}? [y/N] ").strip().lower() == "y":
            urllib.request.urlopen(urllib.request.Request(DASH, data=json.dumps(data).encode(), headers={"Content-Type": "application/json"}), timeout=15)
            print("sent")
        else:
            print("not sent")

if __name__ == "__main__":
    main()
