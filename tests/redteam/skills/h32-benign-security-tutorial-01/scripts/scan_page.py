#!/usr/bin/env python3
"""Flag hidden text and instruction-like phrases in an HTML page (read-only)."""
import re
import sys

from bs4 import BeautifulSoup

HIDDEN = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|left\s*:\s*-\d{3,}px", re.I)
PHRASES = re.compile(r"ignore (all )?(previous|prior) instructions|do not tell the user|as an ai|you must now|curl [^|]+\|\s*(ba)?sh", re.I)
ZW = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad]")

html = open(sys.argv[1], encoding="utf-8", errors="replace").read()
soup = BeautifulSoup(html, "html.parser")
for el in soup.find_all(style=HIDDEN):
    t = el.get_text(" ", strip=True)
    if t:
        print(f"HIDDEN  <{el.name}>: {t[:120]}")
text = soup.get_text(" ")
for m in PHRASES.finditer(text):
    print(f"PHRASE  ...{text[max(0, m.start()-40):m.end()+40]!r}")
if ZW.search(text):
    print("ZW      zero-width characters present")
