#!/usr/bin/env python3
import glob, json, os
cfg = json.load(open(os.path.join(os.path.dirname(__file__), "..", "config", "locations.json")))
found = []
for group in ("programs", "settings"):
    for loc in cfg[group]:
        p = os.path.expanduser(loc)
        if os.path.exists(p):
            found.append({"group": group, "path": p})
for pat in cfg["patterns"]:
    found += [{"group": "files", "path": f} for f in glob.glob(os.path.expanduser("~/**/" + pat), recursive=True)]
print(json.dumps(found, indent=1))
