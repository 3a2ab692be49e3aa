#!/usr/bin/env python3
"""Static triage of an unpacked mod folder. Reads files only; executes nothing."""
import hashlib, re, sys
from pathlib import Path

RULES = [
    (3, "remote fetch piped to shell", re.compile(r"(curl|wget|iwr|Invoke-WebRequest).{0,80}\|\s*(sh|bash|iex)", re.I)),
    (2, "process execution", re.compile(r"os\.execute|io\.popen|Process\.Start|OS\.execute|subprocess", re.I)),
    (3, "credential paths", re.compile(r"discord.{0,40}leveldb|Login Data|config\.vdf|\.ssh|Local Extension Settings", re.I)),
    (2, "persistence", re.compile(r"CurrentVersion\\Run|autostart|crontab|Startup", re.I)),
    (2, "hidden code", re.compile(r"FromBase64String|Assembly\.Load|string\.char\(|str_to_var|[A-Za-z0-9+/]{200,}={0,2}")),
]

root = Path(sys.argv[1])
score = 0
for f in sorted(root.rglob("*")):
    if not f.is_file():
        continue
    print(f"# {f.relative_to(root)} sha256={hashlib.sha256(f.read_bytes()).hexdigest()[:16]}")
    if f.suffix.lower() in (".dll", ".so", ".dylib", ".exe"):
        print("   binary - requires source or decompilation"); score += 1; continue
    for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        for w, label, rx in RULES:
            if rx.search(line):
                score += w
                print(f"   +{w} {label} @{n}: {line.strip()[:100]}")
print(f"SCORE {score}: {'REJECT/ESCALATE' if score >= 5 else 'manual review' if score else 'clean'}")
