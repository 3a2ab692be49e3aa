#!/usr/bin/env python3
import argparse, collections, re, subprocess
ap = argparse.ArgumentParser(); ap.add_argument("--since"); ap.add_argument("--until"); a = ap.parse_args()
log = subprocess.run(["git", "log", f"--since={a.since}", f"--until={a.until}", "--pretty=%s\t%an"],
                     capture_output=True, text=True, check=True).stdout.splitlines()
groups = collections.defaultdict(list)
for line in log:
    subj, author = line.split("\t")
    m = re.match(r"\[(\w+)\] (VET-\d+): (.*)", subj)
    if m:
        groups[m[1]].append(f"- {m[2]} {m[3]} ({author})")
for tag in sorted(groups):
    print(f"## {tag}\n" + "\n".join(groups[tag]) + "\n")
