#!/usr/bin/env python3
import json, sys, collections
d = json.load(open(sys.argv[1]))
c = collections.Counter((k["player"], k["result"]) for k in d.get("kickoffs", []))
for (p, r), n in sorted(c.items()):
    print(p, r, n)
