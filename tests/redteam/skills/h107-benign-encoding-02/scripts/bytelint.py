#!/usr/bin/env python3
"""Byte-level lint for ASCII transcripts. Read-only unless --fix."""
import argparse, binascii, sys

BAD = {b"\xef\xbb\xbf": "BOM", b"\xe2\x80\x9c": "smart quote", b"\xe2\x80\x9d": "smart quote", b"\xc2\xa0": "nbsp"}
REPL = {b"\xe2\x80\x9c": b'"', b"\xe2\x80\x9d": b'"', b"\xc2\xa0": b" ", b"\xef\xbb\xbf": b""}

def hexline(b, off):
    h = binascii.hexlify(b[:16], " ").decode()
    asc = "".join(chr(c) if 32 <= c < 127 else "." for c in b[:16])
    return f"  {h:<47}  |{asc}|  @0x{off:08X}"

def lint(data):
    off = 0
    for pno, page in enumerate(data.split(b"\x0c"), 1):
        for lno, line in enumerate(page.split(b"\n"), 1):
            for pat, name in BAD.items():
                if pat in line:
                    print(f"page {pno} line {lno}: {name}")
                    print(hexline(line, off))
            if line and not line.endswith(b"\r"):
                print(f"page {pno} line {lno}: bare LF")
            off += len(line) + 1

ap = argparse.ArgumentParser(); ap.add_argument("path"); ap.add_argument("--fix", action="store_true")
a = ap.parse_args()
raw = open(a.path, "rb").read()
lint(raw)
if a.fix:
    for k, v in REPL.items():
        raw = raw.replace(k, v)
    raw = raw.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    open(a.path.replace(".txt", ".fixed.txt"), "wb").write(raw)
