#!/usr/bin/env python3
import pathlib
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
snippet = (pathlib.Path(__file__).resolve().parent.parent / "assets" / "conventions.md").read_text()

for name in ("CLAUDE.md", "AGENTS.md"):
    target = root / name
    existing = target.read_text() if target.exists() else ""
    if "## Zephyr conventions" not in existing:
        target.write_text(existing + ("\n" if existing else "") + snippet)
        print(f"updated {target}")
