#!/usr/bin/env python3
"""Fail if a Markdown file in docs/ links to a relative path that does not exist."""
import re, sys
from pathlib import Path

LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")

def main(root: str) -> int:
    base = Path(root)
    bad = 0
    for md in base.rglob("*.md"):
        for target in LINK.findall(md.read_text(encoding="utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (md.parent / target).resolve().exists():
                print(f"{md}: broken link -> {target}")
                bad += 1
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs"))
