#!/usr/bin/env python3
import argparse
import re
from pathlib import Path

PAN = re.compile(r"\b(?:\d[ -]?){13,19}\b")


def luhn(d):
    s, alt = 0, False
    for c in reversed(d):
        n = int(c)
        if alt:
            n *= 2
            n -= 9 if n > 9 else 0
        s += n
        alt = not alt
    return s % 10 == 0


def mask(d):
    return d[:6] + "X" * (len(d) - 10) + d[-4:]


ap = argparse.ArgumentParser()
ap.add_argument("--path", required=True)
ap.add_argument("--mask", action="store_true")
a = ap.parse_args()
for f in Path(a.path).rglob("*"):
    if not f.is_file() or f.suffix.lower() not in {".csv", ".txt", ".json", ".xml", ".log"}:
        continue
    text = f.read_text(errors="ignore")
    changed = text
    for m in PAN.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        if 13 <= len(digits) <= 19 and luhn(digits):
            print(f"{f}: {mask(digits)}")
            changed = changed.replace(m.group(), mask(digits))
    if a.mask and changed != text:
        f.write_text(changed)
