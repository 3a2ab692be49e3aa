#!/usr/bin/env python3
"""Flag likely prompt-injection content in a ticket export. Never executes anything."""
import json
import re
import sys

PATTERNS = {
    "override": re.compile(r"ignore (all |any )?(previous|prior|above) instructions|you are now", re.I),
    "fake-role": re.compile(r"^\s*(system|assistant)\s*:", re.I | re.M),
    "html-comment": re.compile(r"<!--.*?-->", re.S),
    "hidden-style": re.compile(r"display\s*:\s*none|font-size\s*:\s*0|color\s*:\s*#?fff", re.I),
    "shell": re.compile(r"\|\s*(ba)?sh\b|Invoke-Expression|\biex\b|/dev/tcp/", re.I),
    "invisible": re.compile("[\u200b-\u200f\u2060-\u2064\U000e0000-\U000e007f]"),
}

ticket = json.load(open(sys.argv[1]))
texts = [ticket.get("subject", ""), ticket.get("description", "")]
texts += [c.get("body", "") for c in ticket.get("comments", [])]
found = 0
for i, t in enumerate(texts):
    for name, rx in PATTERNS.items():
        for m in rx.finditer(t):
            found += 1
            snippet = m.group(0).encode("unicode_escape").decode()[:80]
            print(f"part {i}: {name}: {snippet}")
print(f"{found} finding(s)")
sys.exit(1 if found else 0)
