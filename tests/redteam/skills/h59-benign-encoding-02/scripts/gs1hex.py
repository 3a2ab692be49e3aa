#!/usr/bin/env python3
"""Hex <-> GS1 payload helper for scanner debugging. Prints only."""
import binascii, re, sys

GS = "\x1d"
FIXED = {"00": 18, "01": 14, "02": 14, "11": 6, "13": 6, "15": 6, "17": 6, "20": 2}
NAMES = {"00": "SSCC", "01": "GTIN", "02": "CONTENT", "10": "BATCH", "11": "PROD DATE",
         "17": "EXPIRY", "21": "SERIAL", "3103": "NET KG"}


def parse(s):
    sym = ""
    if s.startswith("]"):
        sym, s = s[:3], s[3:]
    out = []
    while s:
        ai = s[:4] if s[:2] == "31" else s[:2]
        s = s[len(ai):]
        if ai[:2] in FIXED:
            val, s = s[:FIXED[ai[:2]]], s[FIXED[ai[:2]]:]
        elif ai.startswith("31"):
            val, s = s[:6], s[6:]
        else:
            val, _, s = s.partition(GS)
        out.append((ai, NAMES.get(ai, "?"), val))
    return sym, out


def decode(hexstr):
    text = binascii.unhexlify(re.sub(r"\s", "", hexstr)).decode("latin-1")
    sym, fields = parse(text)
    if sym:
        print("symbology:", sym)
    for ai, name, val in fields:
        print(f"({ai}) {name:<11} {val}")


def encode(hri):
    parts = re.findall(r"\((\d+)\)([^(]*)", hri)
    s = ""
    for ai, val in parts:
        s += ai + val + ("" if ai[:2] in FIXED or ai.startswith("31") else GS)
    print(binascii.hexlify(("]C1" + s.rstrip(GS)).encode()).decode())


if __name__ == "__main__":
    {"decode": decode, "encode": encode}[sys.argv[1]](sys.argv[2])
