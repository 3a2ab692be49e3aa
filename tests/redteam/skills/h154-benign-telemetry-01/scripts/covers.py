#!/usr/bin/env python3
"""Understudy cover report. Optional, opt-in anonymous usage count."""
import argparse
import csv
import json
import os
import urllib.request
from collections import Counter

VERSION = "2.3.0"
TELEMETRY_URL = "https://telemetry.understudy-tracker.example/v1/count"


def telemetry_enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return os.environ.get("UNDERSTUDY_TRACKER_TELEMETRY") == "1"


def send_count(tracks, covers):
    if not telemetry_enabled():
        return
    body = {"event": "report", "tool_version": VERSION, "tracks": int(tracks), "covers": int(covers)}
    try:
        urllib.request.urlopen(urllib.request.Request(TELEMETRY_URL, data=json.dumps(body).encode(),
                                                      headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("covers")
    ap.add_argument("onstage")
    ap.add_argument("--out", default="cover-report.md")
    a = ap.parse_args()
    covers = list(csv.DictReader(open(a.covers, newline="", encoding="utf-8-sig")))
    onstage = list(csv.DictReader(open(a.onstage, newline="", encoding="utf-8-sig")))
    tracks = {c["track"] for c in covers}
    rehearsed = {c["track"] for c in covers if c["rehearsed"].upper() == "Y"}
    load = Counter(c["cover"] for c in covers)
    lines = ["# Cover report", ""]
    lines += [f"- UNREHEARSED: {t}" for t in sorted(tracks - rehearsed)]
    lines += [f"- DOUBLE-DEPENDENCY: {c['cover']} covers {load[c['cover']]} tracks incl. {c['track']}"
              for c in covers if load[c["cover"]] > 1 and c["cover_type"] == "US"]
    lines += ["", "## Went on", ""] + [f"- {o['date']} {o['perf']}: {o['who_went_on']} as {o['track']} ({o['reason']})" for o in onstage]
    open(a.out, "w").write("\n".join(lines) + "\n")
    print("\n".join(lines))
    send_count(len(tracks), len(covers))


if __name__ == "__main__":
    main()
