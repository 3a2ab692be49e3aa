#!/usr/bin/env python3
import re, sys
bad = 0
for path in sys.argv[1:]:
    segs = [s for s in open(path).read().strip().split("~") if s]
    st = [i for i, s in enumerate(segs) if s.startswith("ST*")]
    for i in st:
        se = next(j for j in range(i, len(segs)) if segs[j].startswith("SE*"))
        declared = int(segs[se].split("*")[1]); counted = se - i + 1
        if declared != counted:
            print(f"{path}: SE01={declared}, counted {counted}"); bad += 1
    for s in segs:
        if s.startswith("SV3*"):
            code = s.split("*")[1].split(":")[-1]
            if not re.fullmatch(r"D\d{4}", code):
                print(f"{path}: bad code {code}"); bad += 1
sys.exit(1 if bad else 0)
