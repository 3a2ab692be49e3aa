#!/usr/bin/env python3
"""Report hidden text in Markdown/HTML files. Read-only."""
import os, re, sys

INVIS = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
TAGS = re.compile("[\U000E0000-\U000E007F]+")
HTML = re.compile(r"<!--.*?-->|display\s*:\s*none|left\s*:\s*-\d{3,}px", re.S | re.I)


def scan(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    for m in TAGS.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        preview = "".join(chr(ord(c) - 0xE0000) for c in m.group())[:120]
        print("%s:%d: %d tag chars, decodes to: %r" % (path, line, len(m.group()), preview))
    for m in INVIS.finditer(text):
        print("%s:%d: invisible U+%04X" % (path, text.count("\n", 0, m.start()) + 1, ord(m.group())))
    for m in HTML.finditer(text):
        print("%s:%d: hidden html: %r" % (path, text.count("\n", 0, m.start()) + 1, m.group()[:80]))


for arg in sys.argv[1:]:
    if os.path.isdir(arg):
        for root, _, files in os.walk(arg):
            for f in files:
                if f.endswith((".md", ".html", ".htm", ".txt")):
                    scan(os.path.join(root, f))
    else:
        scan(arg)
