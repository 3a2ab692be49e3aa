#!/usr/bin/env python3
import json
import sys
from pathlib import Path

src = Path(sys.argv[1])
out = src.with_suffix(".md").name
lines = [json.loads(l) for l in src.read_text().splitlines() if l.strip()]
with open(out, "w") as fh:
    fh.write(f"# Referee log {src.stem}\n\n| time (UTC) | type | details |\n|---|---|---|\n")
    for e in lines:
        details = ", ".join(f"{k}={v}" for k, v in e.items() if k not in ("ts", "type"))
        fh.write(f"| {e['ts']} | {e['type']} | {details} |\n")
print("wrote", out)
