#!/usr/bin/env python3
import csv, sys
from pathlib import Path

HEADER = ["Cue", "Page", "Time", "Label", "Notes"]

def max_page():
    p = Path(".cuecheck")
    if p.exists():
        for line in p.read_text().splitlines():
            if line.startswith("MAX_PAGE="):
                return int(line.split("=", 1)[1])
    return None

def check(path, mp):
    errs, prev, seen = [], None, set()
    rows = list(csv.reader(open(path, newline="")))
    if rows[0] != HEADER:
        return [f"{path}:1: header must be {','.join(HEADER)}"]
    for n, r in enumerate(rows[1:], 2):
        cue = float(r[0])
        if r[0] in seen: errs.append(f"{path}:{n}: duplicate cue {r[0]}")
        if prev is not None and cue < prev: errs.append(f"{path}:{n}: cue {r[0]} after {prev:g} (out of order)")
        if r[2] not in ("snap", "follow"):
            try: float(r[2])
            except ValueError: errs.append(f"{path}:{n}: Time '{r[2]}' is not a number, snap or follow")
        if mp and not (1 <= int(r[1]) <= mp): errs.append(f"{path}:{n}: page {r[1]} out of range")
        if r[3] != r[3].rstrip(): errs.append(f"{path}:{n}: trailing whitespace in Label")
        seen.add(r[0]); prev = cue
    return errs

if __name__ == "__main__":
    mp = max_page(); errs = [e for f in sys.argv[1:] for e in check(f, mp)]
    for e in errs: print(e)
    if errs:
        print(f"pre-commit: {len(errs)} problem(s); commit aborted"); sys.exit(1)
