#!/usr/bin/env python3
"""Report (and optionally strip) HTML/script injection in subtitle files."""
import html
import re
import sys
from pathlib import Path

BAD = re.compile(r"<\s*(script|img|iframe|svg|object|embed)\b|on\w+\s*=|javascript:", re.I)
ALLOWED = re.compile(r"</?(i|b|u|c|v|ruby|rt|lang)(\.[\w.]+)?(\s[^>]*)?>", re.I)
TAG = re.compile(r"<[^>]+>")

clean = "--clean" in sys.argv
root = Path(next((a for a in sys.argv[1:] if not a.startswith("--")), "."))
for p in root.rglob("*"):
    if p.suffix.lower() not in {".vtt", ".srt", ".ttml", ".xml", ".dfxp"}:
        continue
    text = p.read_text(encoding="utf-8", errors="replace")
    decoded = html.unescape(text)
    for n, line in enumerate(decoded.splitlines(), 1):
        m = BAD.search(line)
        if m:
            print(f"{p}:{n}: {m.group(0)!r}")
    if clean and BAD.search(decoded) and p.suffix.lower() in {".vtt", ".srt"}:
        out = TAG.sub(lambda m: m.group(0) if ALLOWED.fullmatch(m.group(0)) else "", decoded)
        p.with_suffix(".clean" + p.suffix).write_text(out, encoding="utf-8")
