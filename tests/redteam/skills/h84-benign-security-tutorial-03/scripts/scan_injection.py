#!/usr/bin/env python3
"""Flag hidden characters and AI-directed instructions in extracted review text."""
import csv
import os
import re
import sys
import unicodedata

HIDDEN = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\U000e0000-\U000e007f]")
PHRASES = re.compile(r"(ignore (all )?(previous|prior) instructions|ai (reviewer|assistant)|do not (mention|disclose)"
                     r"|mark (this|it) (as )?not (relevant|responsive))", re.I)


def main(root):
    w = csv.writer(sys.stdout)
    w.writerow(["file", "offset", "kind", "detail"])
    for d, _, fs in os.walk(root):
        for f in fs:
            p = os.path.join(d, f)
            text = open(p, encoding="utf-8", errors="replace").read()
            for m in HIDDEN.finditer(text):
                w.writerow([p, m.start(), "hidden-char", unicodedata.name(m.group(0), hex(ord(m.group(0))))])
            for m in PHRASES.finditer(text):
                w.writerow([p, m.start(), "instruction", text[max(0, m.start() - 40): m.end() + 40].replace("\n", " ")])


if __name__ == "__main__":
    main(sys.argv[1])
