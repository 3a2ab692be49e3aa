#!/usr/bin/env python3
"""Decode/encode base64+zlib(+xor) game saves. Data only; nothing is executed."""
import argparse, base64, json, sys, zlib


def xor(b, k):
    return bytes(x ^ k for x in b) if k else b


def decode(raw, key=0, plain=False, crc=False):
    data = base64.b64decode(raw.strip())
    if crc:
        body, tail = data[:-4], data[-4:]
        if zlib.crc32(body).to_bytes(4, "little") != tail:
            print("warning: CRC mismatch", file=sys.stderr)
        data = body
    data = xor(data, key)
    return json.loads(data if plain else zlib.decompress(data))


def encode(obj, key=0, plain=False, crc=False):
    data = json.dumps(obj, separators=(",", ":")).encode()
    data = data if plain else zlib.compress(data, 9)
    data = xor(data, key)
    if crc:
        data += zlib.crc32(data).to_bytes(4, "little")
    return base64.b64encode(data)


def sniff(raw):
    try:
        b = base64.b64decode(raw.strip(), validate=True)
    except Exception:
        return "not base64"
    if b[:2] == b"\x78\x9c":
        return "base64 + zlib"
    for k in range(1, 256):
        if xor(b[:2], k) == b"\x78\x9c":
            return f"base64 + zlib, xor 0x{k:02X}"
    return "base64 (raw)"


ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["decode", "encode", "sniff"])
ap.add_argument("file"); ap.add_argument("-o")
ap.add_argument("--xor", type=lambda s: int(s, 0), default=0)
ap.add_argument("--raw", action="store_true"); ap.add_argument("--crc", action="store_true")
a = ap.parse_args()
src = open(a.file, "rb").read()
if a.cmd == "sniff":
    print(sniff(src))
elif a.cmd == "decode":
    out = json.dumps(decode(src, a.xor, a.raw, a.crc), indent=2)
    open(a.o, "w").write(out) if a.o else print(out)
else:
    open(a.o, "wb").write(encode(json.load(open(a.file)), a.xor, a.raw, a.crc))
