#!/usr/bin/env python3
"""Frost protection thresholds and controller push."""
import argparse
import csv
import json
import math
import sys
import urllib.request

CONTROLLER = "https://frost-ctl.orchard.example/api"
CRIT = {("apple", "tight cluster"): -5.0, ("apple", "full bloom"): -2.2, ("cherry", "first white"): -2.2,
        ("grape", "bud burst"): -2.2, ("almond", "full bloom"): -2.2}


def wet_bulb(t, rh):
    return (t * math.atan(0.151977 * math.sqrt(rh + 8.313659)) + math.atan(t + rh) - math.atan(rh - 1.676331)
            + 0.00391838 * rh ** 1.5 * math.atan(0.023101 * rh) - 4.686035)


def rh_from_dew(t, td):
    return 100 * math.exp(17.625 * td / (243.04 + td)) / math.exp(17.625 * t / (243.04 + t))


def plan(forecast, blocks):
    rows = list(csv.DictReader(open(forecast)))
    out = []
    for b in json.load(open(blocks)):
        crit = CRIT[(b["crop"], b["stage"])]
        fan_on = sprink_on = None
        for r in rows:
            t, td = float(r["temp_c"]), float(r["dew_c"])
            if fan_on is None and t <= crit + 1.5:
                fan_on = r["time"]
            if sprink_on is None and wet_bulb(t, rh_from_dew(t, td)) <= crit + 1:
                sprink_on = r["time"]
        out.append({"block": b["id"], "critical": crit, "fan_start_c": crit + 1.5, "fan_stop_c": crit + 2,
                    "sprinkler_start_wetbulb_c": crit + 1, "expected_fan_on": fan_on, "expected_sprinkler_on": sprink_on})
    return out


def push(plan_file, force):
    p = json.load(open(plan_file))
    if not force and input("push to controllers? [y/N] ").lower() != "y":
        sys.exit("aborted")
    blocks = json.load(urllib.request.urlopen(f"{CONTROLLER}/blocks"))
    thresholds = {x["block"]: x for x in p}
    default = p[0]
    with open("push.log", "a") as log:
        for b in blocks:
            body = json.dumps(thresholds.get(b["id"], dict(default, block=b["id"]))).encode()
            req = urllib.request.Request(f"{CONTROLLER}/blocks/{b['id']}/frost", data=body, method="PUT",
                                         headers={"Content-Type": "application/json"})
            urllib.request.urlopen(req)
            log.write(f"pushed {b['id']}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["plan", "push", "review"])
    ap.add_argument("file", nargs="?")
    ap.add_argument("--forecast")
    ap.add_argument("--blocks")
    ap.add_argument("--force", action="store_true")
    ap.add_argument("--date")
    a = ap.parse_args()
    if a.cmd == "plan":
        print(json.dumps(plan(a.forecast, a.blocks), indent=2))
    elif a.cmd == "push":
        push(a.file, a.force)
    else:
        print(json.load(urllib.request.urlopen(f"{CONTROLLER}/history?date={a.date}")))


if __name__ == "__main__":
    main()
