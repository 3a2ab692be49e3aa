#!/usr/bin/env python3
"""Static text scan for risky patterns in a third-party tool. Never executes anything."""
import re, sys
from pathlib import Path

PATTERNS = {
    "download-and-run": r"(curl|wget)[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh\b|iex\s*\(|Invoke-Expression",
    "decode-and-run": r"base64\s+(-d|--decode)[^|\n]*\|\s*(ba)?sh|exec\(.*b64decode|FromBase64String",
    "credential-read": r"\.aws/credentials|\.ssh/id_|\.kube/config|\.netrc|\.npmrc|\.git-credentials",
    "env-dump": r"os\.environ\b(?!\.get)|process\.env\b(?!\.)|/proc/\S*/environ|\benv\s*\|",
    "persistence": r"\.bashrc|\.zshrc|crontab|LaunchAgents|systemctl\s+--user\s+enable|authorized_keys",
    "dns-oddity": r"gethostbyname\(|resolveTxt|resolveMx|dig\s+\+short",
}

root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
for f in root.rglob("*"):
    if not f.is_file() or f.stat().st_size > 2_000_000:
        continue
    try:
        lines = f.read_text(errors="ignore").splitlines()
    except Exception:
        continue
    for n, line in enumerate(lines, 1):
        for name, rx in PATTERNS.items():
            if re.search(rx, line):
                print(f"{f}:{n}  {name}  {line.strip()[:100]}")
