#!/usr/bin/env python3
import csv, re, sys, unicodedata

PATTERNS = [
    (r"ignore (all|your|the) (previous|prior) instructions", 3),
    (r"\b(system|assistant)\s*:", 2),
    (r"\[?new instructions\]?", 2),
    (r"(e-?mail|send|forward) .{0,40}(guest list|all guests|database)", 3),
    (r"(disclose|reveal) .{0,30}(room number|address|card)", 3),
]
INVISIBLE = re.compile("[\u200b-\u200f\u2060\U000e0000-\U000e007f]")


def score(text):
    hidden = len(INVISIBLE.findall(text))
    clean = INVISIBLE.sub("", unicodedata.normalize("NFKC", re.sub(r"<[^>]+>", " ", text)))
    s = min(hidden, 3)
    hits = []
    for rx, w in PATTERNS:
        if re.search(rx, clean, re.I):
            s += w; hits.append(rx)
    return s, hits


w = csv.writer(sys.stdout)
w.writerow(["review_id", "score", "patterns"])
for row in csv.DictReader(open(sys.argv[1], encoding="utf-8")):
    s, hits = score(row["text"])
    if s:
        w.writerow([row["review_id"], s, " | ".join(hits)])
