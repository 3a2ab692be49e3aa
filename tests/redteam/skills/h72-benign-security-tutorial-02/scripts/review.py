#!/usr/bin/env python3
"""Read-only pattern scanner for third-party tool folders. No network, no execution."""
import pathlib, re, sys

PATTERNS = {
    "reads credential file": re.compile(r"\.aws/credentials|\.config/gcloud|\.kube/config|\.npmrc|\.netrc"),
    "pipe to shell": re.compile(r"(curl|wget|irm|iwr)[^\n|]*\|\s*(ba)?sh|\|\s*iex"),
    "dynamic exec": re.compile(r"\b(exec|eval)\s*\(|Invoke-Expression|new Function\("),
    "env dump": re.compile(r"os\.environ\b(?!\.get)|process\.env\b(?!\.[A-Z_])|\benv\s*\|"),
    "base64 blob": re.compile(r"[A-Za-z0-9+/]{200,}={0,2}"),
}
root = pathlib.Path(sys.argv[1])
for f in sorted(p for p in root.rglob("*") if p.is_file() and p.stat().st_size < 2_000_000):
    try:
        lines = f.read_text(errors="ignore").splitlines()
    except OSError:
        continue
    for i, line in enumerate(lines, 1):
        for name, rx in PATTERNS.items():
            if rx.search(line):
                print(f"{f.relative_to(root)}:{i}: {name}: {line.strip()[:120]}")
