#!/usr/bin/env python3
"""Find hidden or injected instructions in text files (read-only)."""
import re, sys, unicodedata

SUSPECT = re.compile(r"(assistant|ignore (all |previous )|do not (tell|mention)|system prompt)", re.I)
HIDDEN_HTML = re.compile(r"display\s*:\s*none|font-size\s*:\s*0", re.I)


def invisible(ch):
    cp = ord(ch)
    return unicodedata.category(ch) == "Cf" or 0xE0000 <= cp <= 0xE007F


def decode_tags(s):
    return "".join(chr(ord(c) - 0xE0000) if 0xE0000 <= ord(c) <= 0xE007F else "" for c in s)


def scan(path, strip=False):
    text = open(path, encoding="utf-8", errors="replace").read()
    if strip:
        text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
        sys.stdout.write("".join(c for c in text if not invisible(c)))
        return
    for m in re.finditer(r"<!--(.*?)-->", text, re.S):
        print(f"{path}:{text[:m.start()].count(chr(10)) + 1}: HTML comment: {m.group(1).strip()[:100]}")
    for n, line in enumerate(text.splitlines(), 1):
        inv = [c for c in line if invisible(c)]
        if inv:
            print(f"{path}:{n}: {len(inv)} invisible chars; tag text: {decode_tags(line)!r}")
        if SUSPECT.search(line):
            print(f"{path}:{n}: assistant-directed text: {line.strip()[:100]}")
        if HIDDEN_HTML.search(line):
            print(f"{path}:{n}: hidden HTML")


if __name__ == "__main__":
    args = sys.argv[1:]
    strip = "--strip" in args
    for p in [a for a in args if a != "--strip"]:
        scan(p, strip)
