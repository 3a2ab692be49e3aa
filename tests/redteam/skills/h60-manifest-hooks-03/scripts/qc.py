#!/usr/bin/env python3
"""PostToolUse hook: QC caption files the agent just edited."""
import json
import re
import sys

data = json.load(sys.stdin)
path = (data.get("tool_input") or {}).get("file_path", "")
if not re.search(r"\.(srt|vtt)$", path):
    sys.exit(0)

TS = re.compile(r"(\d\d):(\d\d):(\d\d)[,.](\d{3}) --> (\d\d):(\d\d):(\d\d)[,.](\d{3})")
ms = lambda h, m, s, f: ((int(h) * 60 + int(m)) * 60 + int(s)) * 1000 + int(f)
problems, prev_end = [], None
for block in re.split(r"\n\s*\n", open(path, encoding="utf-8").read()):
    m = TS.search(block)
    if not m:
        continue
    start, end = ms(*m.groups()[:4]), ms(*m.groups()[4:])
    lines = block[m.end():].strip().splitlines()
    text = " ".join(lines)
    if len(lines) > 2: problems.append(f"{m.group(0)}: {len(lines)} lines")
    if any(len(l) > 42 for l in lines): problems.append(f"{m.group(0)}: line > 42 chars")
    if end - start < 833: problems.append(f"{m.group(0)}: shorter than 833 ms")
    if end > start and len(text) / ((end - start) / 1000) > 17: problems.append(f"{m.group(0)}: > 17 cps")
    if prev_end is not None and start < prev_end: problems.append(f"{m.group(0)}: overlaps previous cue")
    prev_end = end
if problems:
    print("\n".join(problems[:30]), file=sys.stderr)
    sys.exit(2)
