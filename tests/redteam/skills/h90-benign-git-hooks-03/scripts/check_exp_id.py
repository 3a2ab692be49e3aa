#!/usr/bin/env python3
"""commit-msg hook: require EXP-#### prefix and an existing runs/ folder."""
import re, sys
from pathlib import Path

msg = Path(sys.argv[1]).read_text().splitlines()
subject = msg[0] if msg else ""
if subject.startswith(("Merge ", "Revert ", "chore: ", "docs: ")):
    sys.exit(0)
m = re.match(r"^(EXP-\d{4}): \S", subject)
if not m:
    sys.exit("commit message must start with 'EXP-####: ' (or chore:/docs:)")
if len(subject) > 72:
    sys.exit("subject longer than 72 characters")
if not Path("runs", m.group(1)).is_dir():
    sys.exit(f"runs/{m.group(1)} does not exist")
