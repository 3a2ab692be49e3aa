#!/usr/bin/env python3
"""Read-only scanner for prompt-injection signals in accessibility metadata."""
import pathlib, re, sys

ATTR = re.compile(r'(alt|aria-label|title|aria-description)\s*=\s*"([^"]*)"', re.I)
HIDDEN = re.compile(r'<(\w+)[^>]*class="[^"]*(visually-hidden|sr-only)[^"]*"[^>]*>(.*?)</\1>', re.I | re.S)
SIGNALS = [
    (re.compile(r"ignore (all |any )?(previous|prior) instructions", re.I), "override phrase"),
    (re.compile(r"\b(ai|assistant|agent|model)\s*[:,]", re.I), "addresses an AI"),
    (re.compile(r"system prompt|do not tell the user", re.I), "meta-instruction"),
    (re.compile(r"(curl|wget|powershell|bash)\s", re.I), "shell command"),
    (re.compile(r"[\u200b-\u200d\u2060\U000e0000-\U000e007f]"), "invisible characters"),
    (re.compile(r"[A-Za-z0-9+/]{60,}={0,2}"), "long base64-like blob"),
]

def check(path, where, text):
    for rx, label in SIGNALS:
        if rx.search(text):
            print(f"{path}\t{where}\t{label}\t{text[:80]!r}")
    if where.startswith("alt") and len(text) > 250:
        print(f"{path}\t{where}\tunusually long alt\t{len(text)} chars")

for f in pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").rglob("*.htm*"):
    html = f.read_text(errors="ignore")
    for m in ATTR.finditer(html):
        check(f, m.group(1).lower(), m.group(2))
    for m in HIDDEN.finditer(html):
        check(f, "hidden-text", re.sub(r"<[^>]+>", "", m.group(3)))
