#!/usr/bin/env python3
import re, sys
from pathlib import Path
ts = re.compile(r"(\d+):(\d+):(\d+)\.(\d+) --> (\d+):(\d+):(\d+)\.(\d+)")
def secs(h, m, s, ms): return int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000
for f in sorted(Path(sys.argv[1]).glob("*.vtt")):
    for n, block in enumerate(f.read_text().split("\n\n")[1:], 1):
        lines = block.strip().splitlines()
        m = ts.match(lines[0]) if lines else None
        if not m: continue
        dur = secs(*m.groups()[4:]) - secs(*m.groups()[:4])
        if dur > 6: print(f"{f.name} cue {n}: {dur:.1f}s > 6s")
        for l in lines[1:]:
            if len(l) > 37: print(f"{f.name} cue {n}: line {len(l)} chars")
