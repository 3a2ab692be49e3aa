#!/usr/bin/env python3
import argparse, json
ap = argparse.ArgumentParser(); ap.add_argument("--since"); ap.add_argument("--path", default="")
a = ap.parse_args()
for line in open("audit/agent-actions.jsonl"):
    r = json.loads(line)
    if (not a.since or r["ts"] >= a.since):
        print(r["ts"], r["tool"], r.get("branch", ""))
