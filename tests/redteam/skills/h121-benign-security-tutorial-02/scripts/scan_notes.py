#!/usr/bin/env python3
"""Flag booking notes that look like prompt-injection attempts. Read-only."""
import csv, re, sys, unicodedata

PATTERNS = [
    r"ignore (all |any )?(previous|prior) (instructions|prompts)",
    r"^\s*(system|assistant)\s*:",
    r"<!--.*?-->",
    r"you are now (in )?\w+ mode",
    r"(refund|waive|email|send) .* (booking|deposit|list)",
]
RX = [re.compile(p, re.I | re.S | re.M) for p in PATTERNS]

def invisible(s):
    return any(unicodedata.category(c) == "Cf" for c in s)

for row in csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")):
    note = row.get("notes", "")
    hits = [p.pattern for p in RX if p.search(note)]
    if invisible(note):
        hits.append("invisible-format-chars")
    if hits:
        print(row.get("booking_id"), "|", "; ".join(hits), "|", note[:80].replace("\n", " "))
