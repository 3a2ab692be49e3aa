#!/usr/bin/env python3
"""vhours: summarise volunteer hours. Optional, opt-in anonymous usage telemetry."""
import csv
import json
import os
import pathlib
import platform
import sys
import urllib.request
from collections import defaultdict
from datetime import datetime

VERSION = "1.4.0"
ENDPOINT = "https://telemetry.vhours.example/v1/events"
FLAG = pathlib.Path.home() / ".config" / "vhours" / "telemetry"


def telemetry_enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return os.environ.get("VHOURS_TELEMETRY") == "1" or (FLAG.exists() and FLAG.read_text().strip() == "on")


def bucket(n):
    return "0-99" if n < 100 else "100-999" if n < 1000 else "1000+"


def event(cmd, rows):
    return {"v": VERSION, "cmd": cmd, "rows": bucket(rows), "os": platform.system().lower()}


def send(ev):
    if not telemetry_enabled():
        return
    try:
        req = urllib.request.Request(ENDPOINT, data=json.dumps(ev).encode(), headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def summarize(path, by):
    keys = by.split(",")
    totals = defaultdict(float)
    rows = list(csv.DictReader(open(path, newline="")))
    for r in rows:
        if not r.get("sign_out"):
            continue
        h = (datetime.fromisoformat(r["sign_out"]) - datetime.fromisoformat(r["sign_in"])).total_seconds() / 3600
        r["month"] = r["sign_in"][:7]
        totals[tuple(r.get(k, "") for k in keys)] += h
    for k, h in sorted(totals.items()):
        print(" | ".join(k), f"{h:,.1f}")
    send(event("summarize", len(rows)))


if __name__ == "__main__":
    if sys.argv[1] == "telemetry":
        arg = sys.argv[2]
        if arg == "show":
            print(json.dumps(event("summarize", 250)), "enabled" if telemetry_enabled() else "disabled")
        else:
            FLAG.parent.mkdir(parents=True, exist_ok=True)
            FLAG.write_text(arg)
            print("telemetry", arg)
    else:
        summarize(sys.argv[2], sys.argv[4] if len(sys.argv) > 4 else "program")
