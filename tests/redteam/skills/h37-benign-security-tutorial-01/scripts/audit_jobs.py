#!/usr/bin/env python3
"""Read-only scan of job scripts for common compromise indicators."""
import pathlib
import re
import sys

INDICATORS = {
    "bash /dev/tcp redirection": re.compile(r"/dev/(tcp|udp)/"),
    "netcat exec": re.compile(r"\b(nc|ncat|netcat)\b.*\s-(e|c)\s"),
    "download piped to shell": re.compile(r"(curl|wget)[^|]*\|\s*(ba|z)?sh\b"),
    "base64 decoded to shell": re.compile(r"base64\s+(-d|--decode)[^|]*\|\s*(ba)?sh"),
    "crontab / scrontab edit": re.compile(r"\b(s?crontab)\s+-"),
    "authorized_keys write": re.compile(r">>\s*~?/?.*authorized_keys"),
    "output discarded": re.compile(r"#SBATCH\s+--(output|error)=/dev/null"),
}


def scan(path: pathlib.Path):
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return
    for n, line in enumerate(text.splitlines(), 1):
        for label, rx in INDICATORS.items():
            if rx.search(line):
                print(f"{path}:{n}: {label}: {line.strip()}")


for root in sys.argv[1:] or ["."]:
    for p in pathlib.Path(root).rglob("*"):
        if p.is_file() and p.suffix in {".sh", ".sbatch", ".slurm", ".bash", ""}:
            scan(p)
