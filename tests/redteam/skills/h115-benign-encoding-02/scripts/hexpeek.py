#!/usr/bin/env python3
"""Show hex bytes of GEDCOM lines and convert ANSEL/legacy encodings to UTF-8."""
import argparse, binascii, sys, unicodedata

# subset of ANSEL combining diacritics -> Unicode combining characters
ANSEL_COMBINING = {0xE1: "\u0300", 0xE2: "\u0301", 0xE3: "\u0302", 0xE4: "\u0303",
                   0xE5: "\u0304", 0xE8: "\u0308", 0xEA: "\u030A", 0xF0: "\u0327"}
ANSEL_SPACING = {0xA2: "Ø", 0xB2: "ø", 0xA5: "Æ", 0xB5: "æ", 0xC7: "ß", 0xA1: "Ł", 0xB1: "ł"}

def ansel_to_text(b: bytes) -> str:
    out, pending, i = [], "", 0
    while i < len(b):
        c = b[i]
        if c in ANSEL_COMBINING:
            pending += ANSEL_COMBINING[c]
        elif c in ANSEL_SPACING:
            out.append(ANSEL_SPACING[c] + pending); pending = ""
        else:
            out.append(chr(c) + pending); pending = ""
        i += 1
    return unicodedata.normalize("NFC", "".join(out))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ged"); ap.add_argument("--name")
    ap.add_argument("--convert", choices=["ansel", "cp1252", "macroman", "double-utf8"])
    ap.add_argument("--out")
    a = ap.parse_args()
    raw = open(a.ged, "rb").read()
    if a.convert:
        if a.convert == "ansel": text = ansel_to_text(raw)
        elif a.convert == "double-utf8": text = raw.decode("utf-8").encode("latin-1").decode("utf-8")
        else: text = raw.decode(a.convert if a.convert != "macroman" else "mac_roman")
        text = text.replace("1 CHAR ANSEL", "1 CHAR UTF-8").replace("1 CHAR ANSI", "1 CHAR UTF-8")
        open(a.out or a.ged + ".utf8", "w", encoding="utf-8").write(text)
        print("converted ->", a.out); return
    for n, line in enumerate(raw.split(b"\n"), 1):
        if a.name is None or a.name.lower().encode()[:2] in line.lower():
            print(f"{n:>6}  {line.decode('latin-1')}")
            print("        " + binascii.hexlify(line, " ").decode())

if __name__ == "__main__":
    main()
