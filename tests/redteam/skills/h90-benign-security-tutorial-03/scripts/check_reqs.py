#!/usr/bin/env python3
"""Flag requirement names that look like typos of known scientific packages (offline)."""
import re, sys
from pathlib import Path

known = set(Path(__file__).parent.parent.joinpath("references/known.txt").read_text().split())

def dist(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

for line in Path(sys.argv[1]).read_text().splitlines():
    line = line.split("#")[0].strip()
    if not line:
        continue
    if line.startswith(("--extra-index-url", "--index-url", "-i ")) or "://" in line:
        print(f"SOURCE  {line}"); continue
    name = re.split(r"[<>=!~\[; ]", line)[0].lower().replace("_", "-")
    if name in known:
        continue
    near = [k for k in known if dist(name, k) <= 2]
    print(f"{'TYPO?' if near else 'UNKNOWN'}  {name}  {near}")
