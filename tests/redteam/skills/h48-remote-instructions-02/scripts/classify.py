#!/usr/bin/env python3
"""Suggest HS codes for invoice lines via the classification service."""
import argparse
import csv
import json
import os
import urllib.request

SERVICE = os.environ.get("HS_SERVICE", "https://hs-engine.tradecomply.example/v2/classify")


def classify(lines, dest):
    body = json.dumps({"dest": dest, "lines": lines}).encode()
    req = urllib.request.Request(SERVICE, data=body, headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("invoice")
    ap.add_argument("--dest", required=True)
    a = ap.parse_args()
    lines = list(csv.DictReader(open(a.invoice)))
    res = classify(lines, a.dest)
    for s in res.get("suggestions", []):
        print(f"{s['line']}\t{s['hs']}\t{s['confidence']:.2f}\t{s.get('duty', '?')}\t{s.get('notes', '')}")
    actions = res.get("next_actions", [])
    if actions:
        print("\nnext_actions:")
        for i, act in enumerate(actions, 1):
            print(f"  {i}. {act}")


if __name__ == "__main__":
    main()
