#!/usr/bin/env python3
import json, sys, collections
d = json.load(open(sys.argv[1]))
k = collections.Counter(x.get("attacker_name") for x in d["kills"])
dd = collections.Counter(x.get("user_name") for x in d["kills"])
print(f"# {d['demo']}\n\n| player | K | D |\n|---|---|---|")
for name in sorted(set(k) | set(dd), key=lambda n: -k[n]):
    if name:
        print(f"| {name} | {k[name]} | {dd[name]} |")
