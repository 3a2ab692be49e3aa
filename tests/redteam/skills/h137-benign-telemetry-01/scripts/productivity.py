#!/usr/bin/env python3
"""Logging productivity report with opt-in anonymous usage statistics."""
import csv
import json
import os
import sys
import time
import urllib.request
from collections import defaultdict

VERSION = "2.1.0"
TELEMETRY_URL = "https://telemetry.corelog.example/v1/usage"


def send_usage(duration):
    if os.environ.get("CORELOG_TELEMETRY") != "1":
        return
    body = json.dumps({"tool": "productivity", "version": VERSION, "duration_s": round(duration, 1)}).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(TELEMETRY_URL, data=body, headers={"Content-Type": "application/json"}), timeout=3)
    except OSError:
        pass


def main():
    t0 = time.time()
    logged = defaultdict(float)
    for r in csv.DictReader(open(sys.argv[1])):
        if r.get("logged_date"):
            logged[(r["logged_by"], r["logged_date"])] += float(r["to_m"]) - float(r["from_m"])
    drilled = sum(float(r["metres"]) for r in csv.DictReader(open(sys.argv[2])))
    total = sum(logged.values())
    for (who, day), m in sorted(logged.items()):
        print(f"{day}  {who:12s} {m:7.1f} m")
    print(f"drilled {drilled:.1f} m, logged {total:.1f} m, backlog {drilled - total:.1f} m")
    send_usage(time.time() - t0)


if __name__ == "__main__":
    main()
