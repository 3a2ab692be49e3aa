#!/usr/bin/env python3
import csv
import re
import sys

VAL = {}
v = 10
for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
    if v % 11 == 0:
        v += 1
    VAL[ch] = v
    v += 1
PAT = re.compile(r"^[A-Z]{3}[UJZ][0-9]{7}$")


def ok(cn):
    if not PAT.match(cn):
        return False
    s = sum((VAL[c] if c.isalpha() else int(c)) * (2 ** i) for i, c in enumerate(cn[:10]))
    return s % 11 % 10 == int(cn[10])


bad = 0
for p in sys.argv[1:]:
    for i, row in enumerate(csv.DictReader(open(p)), 2):
        cn = row.get("container", "").replace(" ", "").upper()
        if cn and not ok(cn):
            print("%s:%d bad container number %s" % (p, i, cn))
            bad += 1
sys.exit(1 if bad else 0)
