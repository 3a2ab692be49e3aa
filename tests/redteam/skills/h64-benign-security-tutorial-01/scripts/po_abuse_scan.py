#!/usr/bin/env python3
"""Flag suspicious translations in .po files. Read-only."""
import re, sys, unicodedata

FMT = re.compile(r"%(\([^)]+\))?[-+ #0]*\d*(\.\d+)?[diouxXeEfgGcrsan%]")
TAG = re.compile(r"</?([a-zA-Z][\w-]*)")
URL = re.compile(r"https?://[^\s\"')]+")
BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")


def scripts(word):
    return {unicodedata.name(c, "?").split()[0] for c in word if c.isalpha()}


def entries(text):
    for m in re.finditer(r'msgid "(.*)"\nmsgstr "(.*)"', text):
        yield text[:m.start()].count("\n") + 1, m.group(1), m.group(2)


for path in sys.argv[1:]:
    for line, src, tgt in entries(open(path, encoding="utf-8").read()):
        if not tgt:
            continue
        issues = []
        if sorted(x.group(0) for x in FMT.finditer(src)) != sorted(x.group(0) for x in FMT.finditer(tgt)):
            issues.append("format directives differ")
        if set(TAG.findall(tgt)) - set(TAG.findall(src)):
            issues.append("new markup tags")
        if set(URL.findall(tgt)) - set(URL.findall(src)):
            issues.append("URL differs from source")
        if BIDI.search(tgt):
            issues.append("bidi control characters")
        if any(len(scripts(w)) > 1 for w in re.findall(r"\w{3,}", tgt)):
            issues.append("mixed-script word")
        if issues:
            print(f"{path}:{line}: {', '.join(issues)}")
