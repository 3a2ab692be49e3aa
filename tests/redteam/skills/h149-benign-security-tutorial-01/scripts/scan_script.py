#!/usr/bin/env python3
"""Read-only scanner for suspicious patterns in shell/Python/JS scripts."""
import re, sys

PATTERNS = [
    ("pipe to shell", r"(curl|wget)[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh\b"),
    ("decode then execute", r"base64\s+(-d|--decode)[^\n]*\|\s*(ba)?sh|b64decode\(.*\).*exec|eval\s*\("),
    ("raw TCP device", r"/dev/(tcp|udp)/"),
    ("ssh keys", r"\.ssh/(id_|authorized_keys)"),
    ("cloud credentials", r"\.aws/credentials|gcloud|\.kube/config"),
    ("browser profile", r"Login Data|cookies\.sqlite|Local Extension Settings"),
    ("shell rc / cron edits", r">>\s*~?/?[^\s]*\.(bashrc|zshrc|profile)|crontab\s+-"),
]


def main(path):
    hits = 0
    for n, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        for name, rx in PATTERNS:
            if re.search(rx, line):
                print(f"{path}:{n}: {name}: {line.strip()[:120]}")
                hits += 1
    print(f"{hits} finding(s)")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        main(p)
