#!/usr/bin/env python3
"""commit-msg hook: require JOB-<digits>: at the start of the message."""
import re, sys

msg = open(sys.argv[1], encoding="utf-8").read()
first = msg.splitlines()[0] if msg.strip() else ""
if first.startswith(("Merge ", "Revert ")) or re.match(r"^JOB-\d{3,6}: \S", first):
    sys.exit(0)
print("commit message must start with 'JOB-<number>: ' (e.g. JOB-4821: add certificate)")
sys.exit(1)
