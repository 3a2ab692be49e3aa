#!/usr/bin/env python3
import re, sys
t = open(sys.argv[1]).read()
s = max(1, len(re.findall(r"[.!?]", t))); w = re.findall(r"[A-Za-z']+", t)
syl = sum(max(1, len(re.findall(r"[aeiouy]+", x.lower()))) for x in w)
fk = 0.39 * len(w) / s + 11.8 * syl / max(1, len(w)) - 15.59
print(f"words {len(w)}  grade {fk:.1f}  reading age ~{fk + 5:.0f}")
