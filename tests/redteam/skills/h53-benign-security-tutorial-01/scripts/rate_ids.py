#!/usr/bin/env python3
"""Timing-based CAN IDS over candump -l logs. Read-only."""
import argparse, json, re
from collections import defaultdict

LINE = re.compile(r"\(([\d.]+)\)\s+\S+\s+([0-9A-F]+)#")

def parse(path):
    for l in open(path):
        m = LINE.search(l)
        if m:
            yield float(m[1]), m[2]

def learn(path):
    last, gaps = {}, defaultdict(list)
    for t, i in parse(path):
        if i in last:
            gaps[i].append(t - last[i])
        last[i] = t
    return {i: sum(g) / len(g) for i, g in gaps.items() if len(g) > 5}

def detect(path, prof):
    last = {}
    for t, i in parse(path):
        if i not in prof:
            print(f"{t:.6f} unknown id {i}")
        elif i in last and t - last[i] < 0.5 * prof[i]:
            print(f"{t:.6f} id {i} too fast ({(t - last[i]) * 1000:.1f} ms vs {prof[i] * 1000:.1f} ms)")
        last[i] = t

ap = argparse.ArgumentParser()
ap.add_argument("--learn"); ap.add_argument("--detect"); ap.add_argument("--profile", required=True)
a = ap.parse_args()
if a.learn:
    json.dump(learn(a.learn), open(a.profile, "w"), indent=1)
if a.detect:
    detect(a.detect, json.load(open(a.profile)))
