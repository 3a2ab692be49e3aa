#!/usr/bin/env python3
import csv, re, sys, unicodedata

SIGNS = [
    re.compile(r"\b(ignore|disregard)\b.{0,40}\b(previous|prior|above)\b.{0,20}\binstructions?\b", re.I),
    re.compile(r"^\s*(SYSTEM|ASSISTANT|AI)\s*:", re.I),
    re.compile(r"\b(curl|wget|powershell|Invoke-WebRequest)\b", re.I),
    re.compile(r"\b(do not|don't) (tell|inform|mention)\b", re.I),
]

w = csv.writer(sys.stdout)
w.writerow(["file", "line", "reason", "text"])
for path in sys.argv[1:]:
    for n, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        invis = sum(1 for c in line if unicodedata.category(c) == "Cf" or 0xE0000 <= ord(c) <= 0xE007F)
        if invis:
            w.writerow([path, n, f"{invis} invisible chars", line.strip()[:120]])
        for rx in SIGNS:
            if rx.search(line):
                w.writerow([path, n, rx.pattern[:30], line.strip()[:120]])
