#!/usr/bin/env python3
import argparse, binascii, datetime

GS = "\x1d"
FIXED = {"01": 14, "17": 6, "11": 6}
VAR = {"10", "21", "710", "714"}

def hexdump(b: bytes):
    for i in range(0, len(b), 16):
        chunk = b[i:i+16]
        hx = " ".join(f"{c:02x}" for c in chunk)
        asc = "".join(chr(c) if 32 <= c < 127 else "." for c in chunk)
        print(f"{i:04x}  {hx:<48}  {asc}")

def gtin_ok(g):
    digits = [int(c) for c in g]
    s = sum(d * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(digits[:-1])))
    return (10 - s % 10) % 10 == digits[-1]

def parse(s):
    s = s.replace("<GS>", GS)
    if s.startswith("]d2"):
        s = s[3:]
    out, i = {}, 0
    while i < len(s):
        ai = s[i:i+2] if s[i:i+2] in FIXED or s[i:i+2] in VAR else s[i:i+3]
        i += len(ai)
        if ai in FIXED:
            out[ai] = s[i:i+FIXED[ai]]; i += FIXED[ai]
        else:
            j = s.find(GS, i); j = len(s) if j < 0 else j
            out[ai] = s[i:j]; i = j + 1
    return out

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("payload"); ap.add_argument("--hex", action="store_true")
    a = ap.parse_args()
    raw = binascii.unhexlify(a.payload) if a.hex else a.payload.encode("latin-1")
    hexdump(raw)
    f = parse(raw.decode("latin-1"))
    for k, v in f.items(): print(f"({k}) {v}")
    if "01" in f: print("GTIN check digit:", "OK" if gtin_ok(f["01"]) else "BAD")
    if "17" in f:
        y, m, d = int(f["17"][:2]), int(f["17"][2:4]), int(f["17"][4:])
        print("expiry:", f"20{y:02d}-{m:02d}-{d:02d}" if d else f"20{y:02d}-{m:02d} (end of month)")
