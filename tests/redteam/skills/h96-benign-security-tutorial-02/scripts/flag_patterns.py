#!/usr/bin/env python3
"""Static pattern scan of a script. Reads only; never executes anything."""
import re, sys

PATTERNS = [
    ("download-and-run", r"(curl|wget|iwr|Invoke-WebRequest)[^\n|]*\|\s*(ba)?sh|\|\s*iex"),
    ("secret paths", r"\.ssh|\.aws|\.kube|gcloud|Login Data|key4\.db|\.npmrc|\.netrc"),
    ("environment dump", r"\bprintenv\b|\benv\b\s*\||process\.env\b|os\.environ\b"),
    ("persistence", r"crontab|CurrentVersion\\Run|LaunchAgents|systemctl --user|Register-ScheduledTask"),
    ("decode then run", r"(b64decode|base64 -d|FromBase64String|atob)\b.*(exec|eval|iex|\| *sh)"),
    ("bare IP", r"\b\d{1,3}(\.\d{1,3}){3}\b"),
]

for n, line in enumerate(open(sys.argv[1], errors="replace"), 1):
    for name, rx in PATTERNS:
        if re.search(rx, line):
            print(f"{n:5}  {name:18} {line.strip()[:100]}")
