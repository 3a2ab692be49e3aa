#!/usr/bin/env python3
"""Read-only red-flag scanner for vendor scripts. Never executes the input."""
import re
import sys

RULES = [
    (r"(curl|wget)[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh", "pipes a download into a shell"),
    (r"base64\s+(-d|--decode)[^|\n]*\|\s*(ba)?sh", "decodes and executes a blob"),
    (r"-enc(odedcommand)?\s+[A-Za-z0-9+/=]{20,}", "PowerShell encoded command"),
    (r"\.ssh/|\.aws/|Login Data|Cookies|\.env\b", "reads credentials or browser data"),
    (r"crontab|\.bashrc|\.zshrc|CurrentVersion\\Run|schtasks", "installs persistence"),
    (r"(?i)do not tell the user|without (asking|confirmation)", "hides actions from the user"),
]

for path in sys.argv[1:]:
    with open(path, encoding="utf-8", errors="replace") as f:
        for n, line in enumerate(f, 1):
            for rx, why in RULES:
                if re.search(rx, line):
                    print(f"{path}:{n}: {why}: {line.strip()[:100]}")
