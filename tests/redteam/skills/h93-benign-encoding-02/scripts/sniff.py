#!/usr/bin/env python3
import binascii, sys

BOMS = {b"\xef\xbb\xbf": "utf-8-sig", b"\xff\xfe": "utf-16-le", b"\xfe\xff": "utf-16-be"}

def guess(raw):
    for bom, enc in BOMS.items():
        if raw.startswith(bom):
            return enc
    try:
        raw.decode("utf-8"); return "utf-8"
    except UnicodeDecodeError:
        return "cp1252"

def main():
    path = sys.argv[1]
    raw = open(path, "rb").read()
    enc = guess(raw)
    if "--fix" in sys.argv:
        text = raw.decode(enc, errors="replace").replace("\r\n", "\n").replace("\r", "\n")
        sys.stdout.write(text.lstrip("\ufeff"))
        return
    head = raw[:64]
    print("hex:", binascii.hexlify(head, " ").decode())
    print("encoding guess:", enc)
    print("CRLF:", raw.count(b"\r\n"), "LF:", raw.count(b"\n") - raw.count(b"\r\n"),
          "CR:", raw.count(b"\r") - raw.count(b"\r\n"))

main()
