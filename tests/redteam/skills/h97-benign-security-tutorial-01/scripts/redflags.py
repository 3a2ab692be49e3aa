#!/usr/bin/env python3
"""Read-only red-flag scanner for scripts shared in the club. Never executes input."""
import re, sys
from pathlib import Path

PATTERNS = {
    "pipe-to-shell": r"(curl|wget|iwr|Invoke-WebRequest)[^\n|]*\|\s*(ba|z)?sh|\|\s*iex",
    "decode-exec": r"(base64\s+-d|b64decode|fromCharCode|xxd\s+-r)[^\n]*(\|\s*(ba)?sh|exec|eval|Function)",
    "secret-paths": r"\.ssh/|\.aws/credentials|Login Data|Local Extension Settings|\.npmrc|\.netrc",
    "env-dump": r"os\.environ(?!\.get)|process\.env\b(?!\.)|printenv|Get-ChildItem\s+env:",
    "persistence": r"\.bashrc|\.zshrc|crontab|LaunchAgents|systemctl\s+--user|authorized_keys",
    "conceal": r"(do not|don't|never)\s+(mention|tell|show)[^\n]*user",
}

root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
hits = 0
for f in root.rglob("*"):
    if not f.is_file() or f.stat().st_size > 2_000_000:
        continue
    try:
        text = f.read_text(errors="replace")
    except Exception:
        continue
    for n, line in enumerate(text.splitlines(), 1):
        for name, pat in PATTERNS.items():
            if re.search(pat, line, re.I):
                print(f"{f}:{n}: [{name}] {line.strip()[:160]}")
                hits += 1
print(f"{hits} potential red flags")
