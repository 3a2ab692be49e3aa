#!/usr/bin/env python3
"""Static, read-only string scan of a mod file. Never loads or executes it."""
import hashlib, re, sys

PATTERNS = {
    "token theft": [r"Local Storage\\\\leveldb", r"loginusers\.vdf", r"\bssfn", r"discord(app)?\b"],
    "download+run": [r"DownloadFile", r"GetByteArrayAsync", r"Process\.Start", r"Assembly\.Load"],
    "obfuscation": [r"FromBase64String", r"[A-Za-z0-9+/]{200,}={0,2}"],
    "persistence": [r"CurrentVersion\\\\Run", r"Start Menu\\\\Programs\\\\Startup"],
    "webhook": [r"discord(app)?\.com/api/webhooks", r"pastebin\.com/raw"],
}


def strings(data, n=5):
    for m in re.finditer(rb"[\x20-\x7e]{%d,}" % n, data):
        yield m.group().decode()
    for m in re.finditer(rb"(?:[\x20-\x7e]\x00){%d,}" % n, data):
        yield m.group().decode("utf-16-le")


data = open(sys.argv[1], "rb").read()
print("sha256", hashlib.sha256(data).hexdigest())
text = "\n".join(strings(data))
hits = 0
for cat, pats in PATTERNS.items():
    found = sorted({m.group() for p in pats for m in re.finditer(p, text, re.I)})
    if found:
        hits += 1
        print(f"[{cat}] " + ", ".join(f[:60] for f in found[:8]))
print("no suspicious patterns" if not hits else f"{hits} categories matched - review manually")
