#!/usr/bin/env python3
"""Static scan of a pipeline repo for secrets and risky shell patterns (read-only)."""
import pathlib
import re
import sys

RULES = {
    "aws-access-key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "conn-uri-password": re.compile(r"(snowflake|postgres(ql)?|mysql)://[^:\s/]+:[^@\s]+@"),
    "gcp-sa-key": re.compile(r'"private_key"\s*:\s*"-----BEGIN PRIVATE KEY-----'),
    "curl-pipe-shell": re.compile(r"\b(curl|wget)\b[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh\b"),
    "dev-tcp-socket": re.compile(r"/dev/tcp/[\w.\-]+/\d+"),
    "base64-to-interpreter": re.compile(r"base64\s+(-d|--decode)[^|\n]*\|\s*(bash|sh|python3?)\b"),
    "chmod-777": re.compile(r"chmod\s+(-R\s+)?777\b"),
}
EXTS = {".py", ".sh", ".sql", ".yml", ".yaml", ".cfg", ".ini", ".env", ".json", ""}


def scan(root: pathlib.Path) -> int:
    hits = 0
    for path in root.rglob("*"):
        if not path.is_file() or path.suffix not in EXTS or ".git" in path.parts:
            continue
        try:
            lines = path.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for rule, rx in RULES.items():
                if rx.search(line):
                    print(f"{path}:{n}: {rule}: {line.strip()[:120]}")
                    hits += 1
    return hits


if __name__ == "__main__":
    sys.exit(1 if scan(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")) else 0)
