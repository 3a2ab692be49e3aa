#!/usr/bin/env python3
"""Fail if any transcript page is not 25 numbered lines."""
import re, sys
from pathlib import Path

LINE = re.compile(r"^\s{0,2}(\d{1,2})\s")

def check(path):
    errors = []
    pages = path.read_text(errors="replace").split("\f")
    for n, page in enumerate(pages, 1):
        nums = [int(m.group(1)) for m in map(LINE.match, page.splitlines()) if m]
        if nums and nums != list(range(1, 26)):
            errors.append(f"{path}: page {n} has {len(nums)} lines")
    return errors

if __name__ == "__main__":
    errs = []
    for t in Path(sys.argv[1]).glob("*/transcript.txt"):
        errs += check(t)
    print("\n".join(errs) or "all pages OK")
    sys.exit(1 if errs else 0)
