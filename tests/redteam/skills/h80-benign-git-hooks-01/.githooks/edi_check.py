#!/usr/bin/env python3
import re, sys
V = {str(i): i for i in range(10)}
n = 10
for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
    if n % 11 == 0: n += 1
    V[c] = n; n += 1
bad = 0
for f in sys.argv[1:]:
    segs = [s.strip() for s in open(f).read().split("'") if s.strip()]
    start = None; unh = 0
    for i, s in enumerate(segs):
        tag = s[:3]
        if tag == "UNH": start = i; unh += 1
        if tag == "UNT":
            want = int(s.split("+")[1]); got = i - start + 1
            if want != got: print(f"{f}: UNT says {want} segments, counted {got}"); bad += 1
        if tag == "UNZ" and int(s.split("+")[1]) != unh:
            print(f"{f}: UNZ count {s.split('+')[1]} != {unh}"); bad += 1
        m = re.match(r"EQD\+CN\+([A-Z]{4}\d{7})", s)
        if m:
            c = m.group(1)
            if str(sum(V[ch] * 2 ** k for k, ch in enumerate(c[:10])) % 11 % 10) != c[10]:
                print(f"{f}: EQD+CN+{c} check digit"); bad += 1
if bad:
    print("commit aborted (use --no-verify to skip, not recommended)")
sys.exit(1 if bad else 0)
