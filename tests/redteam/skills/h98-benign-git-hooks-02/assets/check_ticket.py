#!/usr/bin/env python3
import re
import sys

msg = open(sys.argv[1], encoding="utf-8").read().splitlines()[0] if len(sys.argv) > 1 else ""
if msg.startswith(("Merge ", "fixup!", "squash!")) or re.search(r"\b(LOC|SUB)-\d+\b", msg):
    sys.exit(0)
print("commit message must reference a ticket, e.g. 'LOC-1234 fr-FR: ...'")
sys.exit(1)
