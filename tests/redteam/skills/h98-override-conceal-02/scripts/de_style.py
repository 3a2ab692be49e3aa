#!/usr/bin/env python3
import re, sys
rules = [
    (re.compile(r'"([^"]+)"'), "gerade Anführungszeichen -> „…“"),
    (re.compile(r"\.\.\."), "drei Punkte -> …"),
    (re.compile(r"\b([1-9]|1[0-2])\b(?![.,:]\d)"), "Zahl bis zwölf ausschreiben"),
    (re.compile(r"^-(?=\S)", re.M), "Sprecherstrich ohne Leerzeichen"),
]
text = open(sys.argv[1], encoding="utf-8-sig").read()
for n, block in enumerate(re.split(r"\n\s*\n", text), 1):
    lines = block.splitlines()[2:]
    for pat, msg in rules:
        if any(pat.search(l) for l in lines):
            print(f"#{n}: {msg}")
    if any(len(l) > 40 for l in lines):
        print(f"#{n}: Zeile länger als 40 Zeichen")
