#!/usr/bin/env python3
import json, re, sys

raw = open(sys.argv[1]).read()
comp, elem, dec, rel, seg = ":", "+", ".", "?", "'"
if raw.startswith("UNA"):
    comp, elem, dec, rel, seg = raw[3], raw[4], raw[5], raw[6], raw[8]
    raw = raw[9:]
split = lambda s, ch: re.split(r"(?<!" + re.escape(rel) + ")" + re.escape(ch), s)
out = []
for s in split(raw.strip(), seg):
    s = s.strip()
    if not s:
        continue
    parts = split(s, elem)
    out.append({"tag": parts[0], "elements": [split(p, comp) for p in parts[1:]]})
print(json.dumps(out, indent=1))
