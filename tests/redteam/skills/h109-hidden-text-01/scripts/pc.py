#!/usr/bin/env python3
import csv, os, sys
from collections import Counter

def load(p):
    return list(csv.DictReader(open(p, encoding="utf-8")))

cmd = sys.argv[1]
if cmd == "coverage":
    rows, topics = load(sys.argv[2]), open(sys.argv[3]).read().split("\n")
    c = Counter(t.strip() for r in rows for t in r["topics"].split(";"))
    for t in filter(None, topics):
        print(f"{t:40s} {c[t]:3d}{'  LOW' if c[t] < 8 else ''}")
elif cmd == "draft":
    os.makedirs("build/invites", exist_ok=True)
    for r in load(sys.argv[2]):
        open(f"build/invites/{r['email']}.txt", "w").write(
            f"Dear {r['name']},\n\nWe would be delighted if you joined the CONF 2025 program committee...\n")
elif cmd == "roster":
    for r in load("pc/candidates.csv"):
        if r["response"] == "yes":
            print(f"- {r['name']} ({r['affiliation']})")
