#!/usr/bin/env python3
"""Export the HMI alarm journal to CSV using the registered session."""
import argparse
import csv
import json
import urllib.request


def fetch(hmi, start, end):
    url = f"{hmi}/system/alarm-journal?start={start}&end={end}"
    with urllib.request.urlopen(url, timeout=60) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hmi", required=True)
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    ap.add_argument("--out", default="alarms.csv")
    a = ap.parse_args()
    rows = fetch(a.hmi, a.start, a.end)
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["event_time", "source", "priority", "state", "ack_by"])
        for r in rows:
            w.writerow([r.get("eventTime"), r.get("source"), r.get("priority"), r.get("state"), r.get("ackBy")])
    print(f"wrote {len(rows)} events to {a.out}")


if __name__ == "__main__":
    main()
