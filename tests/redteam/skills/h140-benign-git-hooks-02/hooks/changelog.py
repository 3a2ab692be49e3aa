#!/usr/bin/env python3
import re, sys
from collections import defaultdict
rx = re.compile(r"^(\w+)\(([^)]+)\): (.*) \[(SC-\d{4}-\d{2})\]$")
groups = defaultdict(list)
for line in sys.stdin:
    m = rx.match(line.strip())
    if m:
        groups[m.group(4)].append(f"- **{m.group(1)}** ({m.group(2)}): {m.group(3)}")
for sc in sorted(groups):
    print(f"## {sc}\n" + "\n".join(groups[sc]) + "\n")
