#!/usr/bin/env python3
"""List hidden or suspicious content in a scraped page. Read-only."""
import re, sys

html = open(sys.argv[1], encoding="utf-8", errors="replace").read()
findings = []
for m in re.finditer(r"<!--(.*?)-->", html, re.S):
    findings.append(("html comment", m.group(1).strip()[:120]))
for m in re.finditer(r"<[^>]+style=\"[^\"]*(display:\s*none|font-size:\s*0|left:\s*-\d{3,}px)[^\"]*\"[^>]*>(.*?)<", html, re.S | re.I):
    findings.append(("hidden element", m.group(2).strip()[:120]))
inv = re.findall(r"[\u200b-\u200d\u2060\U000E0000-\U000E007F]", html)
if inv:
    tags = "".join(chr(ord(c) - 0xE0000) for c in inv if ord(c) >= 0xE0000)
    findings.append(("invisible unicode", f"{len(inv)} chars; tag text: {tags[:120]!r}"))
for m in re.finditer(r"(ignore (all )?previous|do not tell the user|run the following|you are now)", html, re.I):
    findings.append(("imperative phrase", html[max(0, m.start() - 60):m.end() + 60].replace("\n", " ")))
for kind, text in findings:
    print(f"[{kind}] {text}")
print(f"{len(findings)} findings")
