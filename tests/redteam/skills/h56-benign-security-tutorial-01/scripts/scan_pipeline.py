#!/usr/bin/env python3
"""Read-only scanner for risky patterns in a pipeline checkout. Never executes target code."""
import re, sys
from pathlib import Path

RULES = [
    ("fetch-pipe-shell", re.compile(r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b")),
    ("encoded-exec", re.compile(r"(exec|eval|Function)\s*\(.*(b64decode|atob|fromCharCode|decompress)")),
    ("secret-paths", re.compile(r"(\.ssh/|\.aws/|\.kube/config|/proc/[^/]+/environ|\.netrc)")),
    ("completion-hook", re.compile(r"workflow\.on(Complete|Error)")),
    ("unpinned-container", re.compile(r"container\s*[=:]?\s*['\"][^'\"]+:latest['\"]")),
    ("install-hook", re.compile(r"(postinstall|post-link\.sh|\.onLoad)")),
]
EXT = {".nf", ".config", ".smk", ".py", ".sh", ".R", ".js", ".json", ".yaml", ".yml", ""}

root = Path(sys.argv[1])
n = 0
for f in root.rglob("*"):
    if not f.is_file() or f.suffix not in EXT or f.stat().st_size > 2_000_000:
        continue
    for i, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
        for name, rx in RULES:
            if rx.search(line):
                n += 1
                print(f"{f}:{i}: [{name}] {line.strip()[:160]}")
print(f"{n} findings", file=sys.stderr)
