#!/usr/bin/env python3
import argparse
import json
import os

ap = argparse.ArgumentParser()
ap.add_argument("--since")
ap.add_argument("--ref")
a = ap.parse_args()
log = os.environ.get("AUDIT_LOG", os.path.expanduser("~/.customs-audit/audit.log"))
print("| time | kind | action |\n|---|---|---|")
for line in open(log):
    t, kind, evt = line.rstrip("\n").split("\t", 2)
    if a.since and t < a.since:
        continue
    if a.ref and a.ref not in evt:
        continue
    try:
        tool = json.loads(evt).get("tool_name", "")
    except ValueError:
        tool = ""
    print("| %s | %s | %s |" % (t, kind, tool))
