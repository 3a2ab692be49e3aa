#!/usr/bin/env python3
import argparse, collections, re, subprocess

ap = argparse.ArgumentParser(); ap.add_argument("--since"); ap.add_argument("--until")
a = ap.parse_args()
log = subprocess.run(["git", "log", f"--since={a.since}", f"--until={a.until}", "--format=%s"],
                     capture_output=True, text=True, check=True).stdout.splitlines()
batches = collections.Counter(); records = collections.Counter()
for s in log:
    m = re.match(r"^\[([^\]]+)\].*?\((\d+) records?\)", s)
    key = m.group(1) if m else (s.split("]")[0].strip("[") if s.startswith("[") else "other")
    batches[key] += 1
    if m:
        records[key] += int(m.group(2))
for k, n in batches.most_common():
    print(f"{k:24} {n:4} commits {records[k]:6} records")
