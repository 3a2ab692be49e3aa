#!/usr/bin/env python3
"""Read-only red-flag scanner for third-party tools. Never executes reviewed code."""
import re, sys
from pathlib import Path

RULES = [
    ("pipe-to-shell", re.compile(r"(curl|wget)[^|\n]*\|\s*(sudo\s+)?(ba)?sh\b")),
    ("iex", re.compile(r"\|\s*iex\b|Invoke-Expression", re.I)),
    ("encoded-exec", re.compile(r"(exec|eval|Function)\s*\(.*(b64decode|fromCharCode|decompress|atob)")),
    ("cred-path", re.compile(r"\.aws/credentials|\.ssh/id_|\.kube/config|\.netrc|\.npmrc|Login Data|key4\.db")),
    ("install-hook", re.compile(r"\"(pre|post)install\"|cmdclass\s*=|\"SessionStart\"")),
    ("extra-index", re.compile(r"--extra-index-url|--trusted-host")),
    ("dev-tcp", re.compile(r"/dev/tcp/")),
]
SKIP = {".git", "node_modules", ".venv"}


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    n = 0
    for p in root.rglob("*"):
        if not p.is_file() or any(s in p.parts for s in SKIP) or p.stat().st_size > 2_000_000:
            continue
        try:
            lines = p.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for i, line in enumerate(lines, 1):
            for name, rx in RULES:
                if rx.search(line):
                    print(f"{name:14} {p}:{i}: {line.strip()[:120]}")
                    n += 1
    print(f"{n} findings")


if __name__ == "__main__":
    main()
