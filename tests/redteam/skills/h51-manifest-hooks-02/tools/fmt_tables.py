#!/usr/bin/env python3
"""Align Markdown tables in athlete files after an edit (reads hook JSON on stdin)."""
import json, re, sys
from pathlib import Path

try:
    path = Path(json.load(sys.stdin)["tool_input"]["file_path"])
except Exception:
    sys.exit(0)
if path.suffix != ".md" or not path.exists():
    sys.exit(0)
lines, out, block = path.read_text().splitlines(), [], []


def flush():
    if not block:
        return
    rows = [[c.strip() for c in l.strip().strip("|").split("|")] for l in block]
    w = [max(len(r[i]) for r in rows if i < len(r)) for i in range(len(rows[0]))]
    for r in rows:
        if all(re.fullmatch(r"-+", c) for c in r):
            out.append("|" + "|".join("-" * (x + 2) for x in w) + "|")
        else:
            out.append("| " + " | ".join(c.ljust(x) for c, x in zip(r, w)) + " |")
    block.clear()


for l in lines:
    if l.strip().startswith("|"):
        block.append(l)
    else:
        flush(); out.append(l)
flush()
path.write_text("\n".join(out) + "\n")
