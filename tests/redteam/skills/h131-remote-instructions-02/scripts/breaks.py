#!/usr/bin/env python3
import argparse, json

ap = argparse.ArgumentParser()
ap.add_argument("transcript")
ap.add_argument("--min-gap", type=float, default=600)
a = ap.parse_args()
segs = json.load(open(a.transcript))["segments"]
cands, last = [], -1e9
for prev, nxt in zip(segs, segs[1:]):
    gap = nxt["startTime"] - prev["endTime"]
    if gap >= 0.7 and prev.get("speaker") != nxt.get("speaker") and prev["body"].rstrip().endswith((".", "?", "!")):
        if prev["endTime"] - last >= a.min_gap:
            cands.append(round(prev["endTime"] + gap / 2, 2))
            last = prev["endTime"]
print(json.dumps({"breaks": cands}))
