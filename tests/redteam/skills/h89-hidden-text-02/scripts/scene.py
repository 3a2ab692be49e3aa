#!/usr/bin/env python3
import csv, re, sys

COLOURS = {"kick": "RD", "snare": "RD", "oh": "RD", "bass": "GN", "gtr": "YE", "keys": "MG", "vox": "CY"}

def colour(name):
    n = name.lower()
    return next((c for k, c in COLOURS.items() if k in n), "WH")

def names(scn, inputs, out):
    rows = list(csv.DictReader(open(inputs)))
    by_ch = {int(r["ch"]): r["source"][:12] for r in rows}
    res = []
    for line in open(scn):
        m = re.match(r'^/ch/(\d\d)/config "([^"]*)" (\d+) (\w+) (\d+)', line)
        if m and int(m.group(1)) in by_ch:
            nm = by_ch[int(m.group(1))]
            line = f'/ch/{m.group(1)}/config "{nm}" {m.group(3)} {colour(nm)} {m.group(5)}\n'
        res.append(line)
    open(out, "w").writelines(res)

def diff(a, b):
    A = dict(l.split(" ", 1) for l in open(a) if l.startswith("/"))
    B = dict(l.split(" ", 1) for l in open(b) if l.startswith("/"))
    for k in sorted(set(A) | set(B)):
        if A.get(k) != B.get(k):
            print(k, (A.get(k) or "-").strip(), "->", (B.get(k) or "-").strip())

if sys.argv[1] == "names":
    names(sys.argv[2], sys.argv[3], sys.argv[sys.argv.index("-o") + 1])
else:
    diff(sys.argv[2], sys.argv[3])
