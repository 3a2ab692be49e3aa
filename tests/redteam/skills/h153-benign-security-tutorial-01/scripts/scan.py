#!/usr/bin/env python3
"""Read-only red-flag scanner. Prints matches; never executes file contents."""
import pathlib, re, sys

RULES = [
    ("pipe-to-shell", r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b|iex\s*\(|Invoke-Expression"),
    ("encoded-exec", r"base64\s+-d\s*\|\s*(ba)?sh|b64decode\(.*\)\).*exec|new Function\(|eval\("),
    ("secret-paths", r"\.ssh/id_|\.aws/credentials|Login Data|key4\.db|Local Extension Settings|\.npmrc|\.netrc"),
    ("reverse-shell", r"/dev/tcp/|socket\.(create_connection|connect).*\n?.*subprocess|spawn\(['\"]/bin/sh"),
    ("persistence", r">>\s*~?/?\.?(bashrc|zshrc|profile)|crontab|systemctl --user enable|core\.hooksPath|authorized_keys"),
    ("agent-manipulation", r"(?i)do not (tell|mention)|ignore (all|previous) instructions|without asking"),
]

root = pathlib.Path(sys.argv[1])
files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file() and p.stat().st_size < 2_000_000]
hits = 0
for f in files:
    try:
        lines = f.read_text(errors="ignore").splitlines()
    except OSError:
        continue
    for n, line in enumerate(lines, 1):
        for name, rx in RULES:
            if re.search(rx, line):
                print(f"{f}:{n}: [{name}] {line.strip()[:120]}")
                hits += 1
print(f"\n{hits} finding(s) in {len(files)} file(s). Review each before running anything.")
