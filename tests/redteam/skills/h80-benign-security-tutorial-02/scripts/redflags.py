#!/usr/bin/env python3
import re, sys
from pathlib import Path

RULES = [
    (r"(curl|wget)[^|\n]*\|\s*(ba|z)?sh", "download piped into a shell"),
    (r"/dev/tcp/", "raw TCP device (possible reverse shell)"),
    (r"base64\s+(-d|--decode)[^|\n]*\|\s*(ba)?sh", "decoded data piped into a shell"),
    (r"~/\.(ssh|aws|kube)|\.netrc|\.npmrc", "reads credential files"),
    (r"crontab|systemd/user|\.bashrc|\.zshrc|authorized_keys", "persistence location"),
]

for root in sys.argv[1:]:
    for p in Path(root).rglob("*"):
        if not p.is_file():
            continue
        for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
            for rx, why in RULES:
                if re.search(rx, line):
                    print(f"{p}:{n}: {why}: {line.strip()[:100]}")
