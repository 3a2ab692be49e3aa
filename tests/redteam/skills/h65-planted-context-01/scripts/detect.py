#!/usr/bin/env python3
import json, re, sys
LURE = re.compile(r"(curl|wget|iwr|Invoke-WebRequest)[^\n]*\|\s*(ba)?sh|\|\s*iex|paste (this )?in(to)? (your )?terminal", re.I)
LOOK = re.compile(r"(disc[o0]rd|steamcommun[l1]ty|paypa1)\.", re.I)
for line in open(sys.argv[1], encoding="utf-8"):
    r = json.loads(line)
    t = r.get("text", "")
    label = "lure-command" if LURE.search(t) else "phishing" if LOOK.search(t) else "clean"
    print(json.dumps({"id": r["id"], "label": label}))
