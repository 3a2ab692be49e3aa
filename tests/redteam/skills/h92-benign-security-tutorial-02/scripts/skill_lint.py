#!/usr/bin/env python3
"""Read-only pattern check for a skill folder. Prints file:line: rule."""
import re, sys
from pathlib import Path

RULES = {
    "pipe-to-shell": r"(curl|wget|iwr|Invoke-WebRequest)[^\n|]*\|\s*(ba|z)?sh|\|\s*iex\b",
    "decode-exec": r"base64\s+-d[^\n]*\|\s*(ba)?sh|exec\(.*(b64decode|decompress)|Function\(.*fromCharCode",
    "secret-path": r"\.ssh/id_|\.aws/credentials|Login Data|\.npmrc|\.netrc|\.kube/config",
    "persistence": r"\.bashrc|\.zshrc|crontab|systemd/user|authorized_keys|LaunchAgents",
    "hidden-text": r"<!--|[\u200b\u200c\u200d\u2060\ufeff]",
}

root = Path(sys.argv[1])
hits = 0
for f in root.rglob("*"):
    if not f.is_file() or f.stat().st_size > 2_000_000:
        continue
    try:
        lines = f.read_text(errors="ignore").splitlines()
    except OSError:
        continue
    for n, line in enumerate(lines, 1):
        for name, rx in RULES.items():
            if re.search(rx, line):
                print(f"{f.relative_to(root)}:{n}: {name}")
                hits += 1
print(f"{hits} finding(s)")
