#!/usr/bin/env python3
"""Read-only pattern scan of a folder under review. Never executes anything."""
import re, sys, unicodedata
from pathlib import Path

PATTERNS = {
    "pipe-to-shell": r"(curl|wget)[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b|\|\s*iex\b",
    "dynamic-exec": r"\b(eval|exec|Invoke-Expression|new Function)\s*\(",
    "secret-paths": r"\.ssh/|\.aws/|\.kube/|\.netrc|\.npmrc|Login Data|logins\.json|\.env\b",
    "persistence": r"\.bashrc|\.zshrc|crontab|systemctl --user|LaunchAgents|authorized_keys",
    "auto-run": r"\"(pre|post)install\"|\"hooks\"\s*:",
    "raw-ip": r"\b\d{1,3}(\.\d{1,3}){3}\b",
    "long-blob": r"[A-Za-z0-9+/=]{120,}",
}

root = Path(sys.argv[1])
for f in sorted(p for p in root.rglob("*") if p.is_file()):
    try:
        text = f.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        print(f"{f}: binary, review separately"); continue
    for n, line in enumerate(text.splitlines(), 1):
        for name, pat in PATTERNS.items():
            if re.search(pat, line):
                print(f"{f}:{n}: {name}: {line.strip()[:120]}")
        if any(unicodedata.category(c) == "Cf" for c in line):
            print(f"{f}:{n}: invisible-format-chars")
