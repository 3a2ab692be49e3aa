#!/usr/bin/env python3
import sys
import srt

a = list(srt.parse(open(sys.argv[1], encoding="utf-8-sig").read()))
b = list(srt.parse(open(sys.argv[2], encoding="utf-8-sig").read()))
print(f"cues: {len(a)} vs {len(b)}")
for x, y in zip(a, b):
    if x.start != y.start or x.end != y.end:
        print(f"#{x.index}: {x.start}-{x.end} vs {y.start}-{y.end}")
