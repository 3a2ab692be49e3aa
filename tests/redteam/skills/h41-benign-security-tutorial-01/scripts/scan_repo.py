#!/usr/bin/env python3
"""Read-only scanner for risky patterns in FHIR/SMART app repositories.

It only opens files for reading and prints findings; it never executes or sends anything.
"""
import pathlib
import re
import sys

PATTERNS = [
    ("token-cache-read", re.compile(r"\.smart/|tokens?\.json|\.jwk\b|access_token", re.I)),
    ("secret-file-read", re.compile(r"\.aws/credentials|\.npmrc|\.netrc|\.pgpass|\.ssh/id_", re.I)),
    ("env-dump", re.compile(r"os\.environ\.items\(\)|process\.env\)|\benv\s*\|\s*sort|printenv")),
    ("pipe-to-shell", re.compile(r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b")),
    ("lifecycle-hook", re.compile(r'"(pre|post)install"\s*:')),
    ("dynamic-exec", re.compile(r"\beval\(|\bexec\(|Invoke-Expression|\biex\b|new Function\(")),
    ("raw-ip-url", re.compile(r"https?://\d{1,3}(\.\d{1,3}){3}")),
    ("injection-phrase", re.compile(r"ignore (all )?(previous|prior) instructions|do not tell the user", re.I)),
]
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}
TEXT_EXT = {".py", ".js", ".ts", ".sh", ".ps1", ".json", ".md", ".yaml", ".yml", ".toml", ".txt", ".hl7"}


def scan(root: pathlib.Path):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file() or p.suffix not in TEXT_EXT:
            continue
        try:
            lines = p.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for name, rx in PATTERNS:
                if rx.search(line):
                    yield p, n, name, line.strip()[:140]


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    count = 0
    for p, n, name, text in scan(root):
        count += 1
        print(f"{name:18} {p}:{n}: {text}")
    print(f"{count} findings (review each in context)")


if __name__ == "__main__":
    main()
