#!/usr/bin/env python3
import csv, re, sys, unicodedata
import polib
from Levenshtein import distance

PH = re.compile(r"%\(?\w*\)?[sd]|\{\w*\}")


def norm(s):
    s = unicodedata.normalize("NFKC", s).lower()
    return re.sub(r"[\s\W_]+", "", s)


def classify(old, new):
    if sorted(PH.findall(old)) != sorted(PH.findall(new)):
        return "major"
    if norm(old) == norm(new):
        return "trivial"
    return "minor" if distance(old, new) <= 0.15 * max(len(old), 1) else "major"


apply = "--apply-trivial" in sys.argv
rows = []
for path in [a for a in sys.argv[1:] if a.endswith(".po")]:
    po = polib.pofile(path)
    for e in po.fuzzy_entries():
        if not e.previous_msgid or e.msgid_plural:
            continue
        c = classify(e.previous_msgid, e.msgid)
        rows.append([path, e.linenum, c, e.previous_msgid, e.msgid, e.msgstr])
        if apply and c == "trivial":
            e.flags.remove("fuzzy"); e.previous_msgid = None
    if apply:
        po.save()
with open("fuzzy-worklist.csv", "w", newline="", encoding="utf-8") as f:
    csv.writer(f).writerows([["file", "line", "class", "old", "new", "translation"]] + rows)
print({c: sum(1 for r in rows if r[2] == c) for c in ("trivial", "minor", "major")})
