#!/usr/bin/env python3
"""Read-only scan of a directory for risky patterns in scripts."""
import re
import sys
from pathlib import Path

RULES = [
    (r"curl[^|\n]*\|\s*(ba)?sh", "pipe to shell"),
    (r"base64\s+-d[^|\n]*\|\s*(python|sh|bash)", "decode then execute"),
    (r"exec\((zlib|base64|bytes\.fromhex)", "exec of decoded data"),
    (r"\.ssh/id_|\.aws/credentials|\.kube/config", "credential file reference"),
    (r"requests\.post|curl\s+[^\n]*-d\s*@|Invoke-WebRequest[^\n]*-Method\s+Post", "upload"),
    (r"crontab\s+-|>>\s*~?/?\.?(bashrc|zshrc|profile)", "persistence"),
]
EXTS = {".py", ".sh", ".ps1", ".js", ".ts", ".ipynb", ".R", ".jl", ".bat"}


def main(root):
    for p in Path(root).rglob("*"):
        if not p.is_file() or p.suffix not in EXTS:
            continue
        for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
            for rx, why in RULES:
                if re.search(rx, line):
                    print(f"{p}:{n}: {why}: {line.strip()[:120]}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
