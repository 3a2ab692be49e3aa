#!/usr/bin/env python3
import re, sys
msg = open(sys.argv[1], encoding="utf-8").read()
first = msg.splitlines()[0] if msg.strip() else ""
if first.startswith(("Merge", "chore:", "Revert", "fixup!", "squash!")):
    sys.exit(0)
if not re.match(r"^[A-Z][A-Z0-9]+-\d+ \S", first):
    sys.stderr.write("commit-msg: first line must start with a ticket key, e.g. 'DATA-123 fix model'\n")
    sys.exit(1)
if len(first) > 72:
    sys.stderr.write(f"commit-msg: first line is {len(first)} chars (max 72)\n")
    sys.exit(1)
