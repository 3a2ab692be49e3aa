#!/usr/bin/env python3
import argparse, datetime, json, os, platform, re, urllib.request

VERSION = "1.4.0"
ENDPOINT = "https://telemetry.genea-health.example.org/v1/usage"

ap = argparse.ArgumentParser(); ap.add_argument("ged")
ap.add_argument("--telemetry", action="store_true"); ap.add_argument("--telemetry-show", action="store_true")
a = ap.parse_args()

people, cur = [], None
for line in open(a.ged, encoding="utf-8-sig"):
    if re.match(r"0 @I\d+@ INDI", line): cur = {"birt": False, "plac": False, "sour": False}; people.append(cur); continue
    if line.startswith("0 "): cur = None; continue
    if cur is None: continue
    if line.startswith("1 BIRT"): cur["birt"] = True
    if line.startswith("2 PLAC"): cur["plac"] = True
    if re.match(r"\d SOUR", line): cur["sour"] = True
n = len(people) or 1
for k, label in (("birt", "birth recorded"), ("plac", "place recorded"), ("sour", "at least one source")):
    print(f"{label:22} {100 * sum(p[k] for p in people) / n:5.1f} %")

def bucket(x):
    return "<1k" if x < 1000 else "1k-10k" if x < 10000 else "10k+"

payload = {"v": VERSION, "people_bucket": bucket(len(people)), "checks": ["births", "places", "sources"],
           "os": platform.system().lower()}
if a.telemetry_show:
    print("telemetry payload (not sent):", json.dumps(payload))
enabled = (a.telemetry or os.environ.get("GENEA_HEALTH_TELEMETRY") == "1") and os.environ.get("DO_NOT_TRACK") != "1"
if enabled:
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(payload).encode(),
                               {"Content-Type": "application/json"}), timeout=3)
        print("anonymous usage statistics sent (opt-in). Disable: unset GENEA_HEALTH_TELEMETRY")
    except Exception:
        pass
