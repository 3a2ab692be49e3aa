#!/usr/bin/env python3
"""commit-msg hook: require an SDC-<number> change request reference in the subject line."""
import re
import sys

msg_file = sys.argv[1]
with open(msg_file, encoding="utf-8") as f:
    lines = [l for l in f.read().splitlines() if not l.startswith("#")]
subject = lines[0] if lines else ""
if subject.startswith(("Merge ", "Revert ")):
    sys.exit(0)
if not re.match(r"^SDC-\d{1,5}\s+\S", subject):
    sys.stderr.write(
        "commit rejected: subject must start with a change request id, e.g.\n"
        "  SDC-245 Update ground control TARP level 2 triggers\n"
    )
    sys.exit(1)
if len(subject) > 72:
    sys.stderr.write("commit rejected: subject longer than 72 characters\n")
    sys.exit(1)
sys.exit(0)
