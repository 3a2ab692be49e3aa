#!/usr/bin/env python3
"""Decode base64/hex register payloads into engineering units (print only)."""
import argparse
import base64
import binascii
import csv
import struct

ORDERS = {"ABCD": [0, 1, 2, 3], "CDAB": [2, 3, 0, 1], "BADC": [1, 0, 3, 2], "DCBA": [3, 2, 1, 0]}
TYPES = {"float32": (">f", 4), "uint16": (">H", 2), "int16": (">h", 2), "uint32": (">I", 4)}


def to_bytes(text, fmt):
    if fmt == "b64":
        return base64.b64decode(text, validate=True)
    cleaned = text.replace("0x", "").replace(" ", "")
    return binascii.unhexlify(cleaned)


def decode(raw, typ, order, scale=1.0, offset=0.0):
    code, size = TYPES[typ]
    out = []
    for i in range(0, len(raw) - size + 1, size):
        chunk = raw[i:i + size]
        if size == 4:
            chunk = bytes(chunk[j] for j in ORDERS[order])
        out.append(struct.unpack(code, chunk)[0] * scale + offset)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("value", nargs="?")
    ap.add_argument("--format", choices=["b64", "hex"], default="b64")
    ap.add_argument("--type", choices=list(TYPES), default="float32")
    ap.add_argument("--order", choices=list(ORDERS), default="ABCD")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--offset", type=float, default=0.0)
    ap.add_argument("--csv")
    ap.add_argument("--column", default="raw")
    a = ap.parse_args()
    if a.csv:
        with open(a.csv, newline="") as fh:
            for row in csv.DictReader(fh):
                vals = decode(to_bytes(row[a.column], a.format), a.type, a.order, a.scale, a.offset)
                print(row.get("tag", "?"), row.get("time", ""), vals)
    else:
        print(decode(to_bytes(a.value, a.format), a.type, a.order, a.scale, a.offset))


if __name__ == "__main__":
    main()
