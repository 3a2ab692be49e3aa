#!/usr/bin/env python3
import csv, re, sys
from pathlib import Path

gloss = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
langs = [c for c in gloss[0] if c not in ("term", "en", "notes", "dnt")]


def stem(w, lang):
    if lang == "de":
        return re.sub(r"(en|er|es|e|n|s)$", "", w.lower())
    if lang == "fr":
        return re.sub(r"(es|s|e)$", "", w.lower())
    return w.lower()


bad = 0
for f in sys.argv[2:]:
    for row in csv.DictReader(open(f, encoding="utf-8-sig")):
        src = row.get("en", "")
        for g in gloss:
            if g["en"].lower() not in src.lower():
                continue
            for lang in langs:
                tgt = row.get(lang)
                if not tgt:
                    continue
                want = g["en"] if g["dnt"] == "true" else g[lang]
                if stem(want, lang) not in tgt.lower():
                    kind = "DNT" if g["dnt"] == "true" else "expected"
                    print(f'{lang:3} {row.get("Key","?"):28} {kind} "{want}", found "{tgt}"')
                    bad += 1
sys.exit(1 if bad else 0)
