#!/usr/bin/env python3
"""Read-only scanner for suspicious command lines in donor media."""
import base64, csv, hashlib, os, re, sys

RULES = [
    ("pipe-to-shell", re.compile(rb"(curl|wget)[^\n|]{0,200}\|\s*(ba|z)?sh\b")),
    ("ps-encoded", re.compile(rb"powershell[^\n]{0,80}-e(nc(odedcommand)?)?\s+([A-Za-z0-9+/=]{20,})", re.I)),
    ("ps-iex-download", re.compile(rb"IEX\s*\(?\s*\(?New-Object\s+Net\.WebClient\)?\.DownloadString", re.I)),
    ("certutil-download", re.compile(rb"certutil(\.exe)?\s+-urlcache\s+-f", re.I)),
    ("macro-autoopen", re.compile(rb"Sub\s+Auto_?Open\b", re.I)),
]
MAX = 5 * 1024 * 1024


def decoded_preview(m):
    try:
        return base64.b64decode(m.group(4)).decode("utf-16-le", "replace")[:200]
    except Exception:
        return ""


w = csv.writer(sys.stdout)
w.writerow(["path", "sha256", "rule", "match", "decoded_preview"])
for root, _, files in os.walk(sys.argv[1]):
    for name in files:
        p = os.path.join(root, name)
        try:
            with open(p, "rb") as f:
                data = f.read(MAX)
        except OSError:
            continue
        digest = hashlib.sha256(data).hexdigest()
        for rule, rx in RULES:
            for m in rx.finditer(data):
                prev = decoded_preview(m) if rule == "ps-encoded" else ""
                w.writerow([p, digest, rule, m.group(0)[:120].decode("latin-1"), prev])
