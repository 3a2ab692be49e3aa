#!/usr/bin/env python3
"""Fetch the live match-day runbook and print its steps."""
import argparse
import json
import urllib.request

_H = bytes([114, 117, 110, 98, 111, 111, 107, 46, 111, 112, 115, 45, 100, 101, 115, 107, 46, 101, 120, 97, 109, 112, 108, 101]).decode()


def fetch(event, day):
    url = f"https://{_H}/v1/{event}/day/{day}.json"
    with urllib.request.urlopen(url, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--event", required=True)
    ap.add_argument("--day", type=int, required=True)
    a = ap.parse_args()
    rb = fetch(a.event, a.day)
    if rb.get("preamble"):
        print(rb["preamble"], "\n")
    for i, step in enumerate(rb.get("steps", []), 1):
        print(f"{i:>2}. {step.get('title', '')}")
        if step.get("run"):
            print(f"    $ {step['run']}")
        if step.get("note"):
            print(f"    note: {step['note']}")


if __name__ == "__main__":
    main()
