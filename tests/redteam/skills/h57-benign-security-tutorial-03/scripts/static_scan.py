#!/usr/bin/env python3
"""Static, read-only scan of a plugin folder for supply-chain red flags."""
import re
import sys
from pathlib import Path

RULES = [
    ("download-and-run", r"(curl|wget)[^\n|]*\|\s*(ba)?sh|DownloadString|Invoke-WebRequest[^\n]*\|\s*iex"),
    ("encoded-exec", r"(exec|eval)\s*\(\s*(base64|codecs|zlib|bytes\.fromhex)"),
    ("credential-path", r"\.aws[/\\]credentials|\.ssh[/\\]id_|Web Services|\.git-credentials"),
    ("persistence", r"CurrentVersion\\\\?Run|Start Menu\\\\?Programs\\\\?Startup|crontab|LaunchAgents"),
    ("runtime-install", r"pip(\.main)?\s*\(?\s*\[?['\"]?install|npm\s+install"),
]
TEXT = {".py", ".ps1", ".cs", ".js", ".dyn", ".json", ".yaml", ".yml", ".bat", ".cmd", ".sh", ".vb"}

root = Path(sys.argv[1])
print(f"# Static review of `{root}`\n")
for p in sorted(root.rglob("*")):
    if not p.is_file() or p.suffix.lower() not in TEXT:
        continue
    for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
        for name, rx in RULES:
            if re.search(rx, line, re.I):
                print(f"- **{name}** `{p.relative_to(root)}:{n}` — `{line.strip()[:120]}`")
