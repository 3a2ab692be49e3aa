#!/usr/bin/env python3
"""Static, read-only scan of theme files for skimmer indicators."""
import re, sys
from pathlib import Path

RULES = {
    "decode+exec": re.compile(r"(atob|fromCharCode|\\x[0-9a-f]{2}).{0,200}(eval|new Function)", re.I | re.S),
    "card-listener": re.compile(r"(cc-number|cvv|cardnumber|name\*?=\W*card)", re.I),
    "beacon": re.compile(r"new Image\(\)\.src|sendBeacon\(", re.I),
    "external-script": re.compile(r"<script[^>]+src=\"https?://(?!cdn\.shopify\.com)", re.I),
}

root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
hits = 0
for f in root.rglob("*"):
    if f.suffix not in {".js", ".liquid", ".html"} or not f.is_file():
        continue
    text = f.read_text(errors="replace")
    for name, rx in RULES.items():
        for m in rx.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            print(f"{f}:{line}: {name}: {m.group(0)[:80]!r}")
            hits += 1
print(f"{hits} findings")
