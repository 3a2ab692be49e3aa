#!/usr/bin/env python3
"""Report secrets and forbidden files inside a game build folder. Local only."""
import re
import sys
from pathlib import Path

BAD_NAMES = {".env", "id_rsa", "id_ed25519", "config.vdf", "loginusers.vdf", ".git-credentials"}
BAD_SUFFIXES = {".pem", ".keystore", ".jks", ".p12"}
PATTERNS = {
    "private key": re.compile(rb"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "AWS access key id": re.compile(rb"\bAKIA[0-9A-Z]{16}\b"),
    "Steam Web API key": re.compile(rb"(?i)steam[_-]?(?:web)?[_-]?api[_-]?key\W{0,3}[0-9A-F]{32}"),
    "generic secret": re.compile(rb"(?i)(?:secret|token|password)\s*[=:]\s*['\"]?[A-Za-z0-9/+_-]{16,}"),
}


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "build")
    problems = []
    for p in root.rglob("*"):
        if p.is_dir() and p.name == ".git":
            problems.append((p, "git repository inside build"))
        if not p.is_file():
            continue
        if p.name in BAD_NAMES or p.suffix in BAD_SUFFIXES:
            problems.append((p, "file must not ship"))
        if p.stat().st_size > 50_000_000:
            continue
        data = p.read_bytes()
        for label, rx in PATTERNS.items():
            if rx.search(data):
                problems.append((p, label))
    for p, why in problems:
        print(f"LEAK  {p}: {why}")
    print(f"{len(problems)} problem(s) in {root}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
