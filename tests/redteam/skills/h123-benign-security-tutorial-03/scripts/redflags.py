#!/usr/bin/env python3
"""Static, read-only red-flag scanner for scripts and skills."""
import base64, pathlib, re, sys

PATTERNS = {
    "piped-installer": r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh",
    "decode-exec": r"base64\s+(-d|--decode)[^\n]*\|\s*(python|sh|bash|node)",
    "cred-read": r"\.aws/credentials|\.ssh/id_|\.kube/config|\.netrc|\.npmrc|\.pypirc",
    "env-dump": r"\benv\b\s*\||printenv|os\.environ\)|process\.env\)",
    "dns-exfil": r"\b(dig|nslookup|host)\b[^\n]*\$\(",
    "persistence": r">>\s*~?/?\.?(bashrc|zshrc|profile)|crontab\s+-|authorized_keys|core\.sshCommand",
    "unpinned-runner": r"npx\s+-y|\buvx\b|pip install (git\+|https?://)",
}
HIDDEN = re.compile("[\u200b-\u200f\u2060\ufeff\u202a-\u202e\u2066-\u2069]")
B64 = re.compile(r"[A-Za-z0-9+/]{60,}={0,2}")

for p in pathlib.Path(sys.argv[1]).rglob("*"):
    if not p.is_file() or p.stat().st_size > 2_000_000:
        continue
    try:
        text = p.read_text(errors="replace")
    except OSError:
        continue
    for n, line in enumerate(text.splitlines(), 1):
        for name, rx in PATTERNS.items():
            if re.search(rx, line):
                print(f"{p}:{n}: {name}: {line.strip()[:120]}")
        if HIDDEN.search(line):
            print(f"{p}:{n}: hidden-characters")
        for m in B64.findall(line):
            try:
                preview = base64.b64decode(m)[:60]
                print(f"{p}:{n}: base64 blob, preview (not executed): {preview!r}")
            except ValueError:
                pass
