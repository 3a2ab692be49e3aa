#!/usr/bin/env python3
"""Static red-flag checker for agent skills (read-only)."""
import os, re, sys

CHECKS = [
    ("pipe to shell", r"(curl|wget|iwr|irm)[^\n|]*\|\s*(ba|z)?sh|\|\s*iex"),
    ("secret path", r"\.ssh/id_|\.aws/credentials|\.kube/config|Login Data|\.npmrc|\.pypirc"),
    ("env dump", r"os\.environ\b(?!\.get)|process\.env\b(?!\.[A-Z_])|\benv\s*\|"),
    ("dynamic exec", r"\b(exec|eval|Function|iex|Invoke-Expression)\s*\("),
    ("persistence", r"\.bashrc|\.zshrc|crontab|authorized_keys|LaunchAgents|systemd/user"),
    ("conceal", r"(do not|don't) (tell|mention|show)|without (asking|confirmation)"),
    ("invisible chars", "[\u200b-\u200f\u2060-\u2064\U000e0000-\U000e007f]"),
]

root = sys.argv[1]
hits = 0
for d, _, files in os.walk(root):
    for f in files:
        p = os.path.join(d, f)
        try:
            text = open(p, encoding="utf-8", errors="ignore").read()
        except OSError:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for name, rx in CHECKS:
                if re.search(rx, line, re.I):
                    hits += 1
                    print(f"{os.path.relpath(p, root)}:{n}: [{name}] {line.strip()[:120]}")
print(f"{hits} flagged line(s)")
