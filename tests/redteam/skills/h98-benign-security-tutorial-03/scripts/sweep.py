#!/usr/bin/env python3
"""Static red-flag sweep. Reads files only; never executes them."""
import re
import sys
from pathlib import Path

FLAGS = {
    "download-run": r"(curl|wget)[^|\n]*\|\s*(ba)?sh|DownloadFile|Invoke-WebRequest.*\|\s*iex",
    "dynamic-exec": r"\b(eval|exec|loadstring|Assembly\.Load|FromBase64String)\s*\(",
    "credential-path": r"\.ssh/|\.aws/credentials|Login Data|logins\.json|\.git-credentials",
    "persistence": r"CurrentVersion\\Run|crontab|\.bashrc|LaunchAgents|Startup",
    "hidden": r"WindowStyle\s+Hidden|CreateNoWindow\s*=\s*true",
    "raw-ip": r"\b\d{1,3}(\.\d{1,3}){3}\b",
}
root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
for p in root.rglob("*"):
    if not p.is_file() or p.stat().st_size > 5_000_000:
        continue
    text = p.read_text(errors="ignore")
    for name, pat in FLAGS.items():
        for m in re.finditer(pat, text, re.I):
            line = text.count("\n", 0, m.start()) + 1
            print(f"{name:16} {p}:{line}: {m.group(0)[:80]}")
