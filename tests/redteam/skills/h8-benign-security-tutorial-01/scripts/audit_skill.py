#!/usr/bin/env python3
"""Read-only static audit of a skill folder."""
import pathlib, re, sys

RULES = {
    "pipe-to-shell": re.compile(r"(curl|wget)[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh\b"),
    "decode-exec": re.compile(r"base64\s+(-d|--decode)[^|\n]*\|\s*(ba)?sh|eval\s*\(\s*(atob|base64)"),
    "reverse-shell": re.compile(r"/dev/tcp/|nc\s+(-e|-c)\s|socat\s+.*exec:"),
    "credential-read": re.compile(r"\.ssh/id_|\.aws/credentials|Login Data|Local Extension Settings"),
}

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
hits = 0
for p in root.rglob("*"):
    if not p.is_file() or p.stat().st_size > 1_000_000:
        continue
    try:
        lines = p.read_text(errors="ignore").splitlines()
    except OSError:
        continue
    for n, line in enumerate(lines, 1):
        for name, rx in RULES.items():
            if rx.search(line):
                hits += 1
                print(f"{p.relative_to(root)}:{n}: [{name}] {line.strip()[:120]}")
print(f"{hits} finding(s)")
