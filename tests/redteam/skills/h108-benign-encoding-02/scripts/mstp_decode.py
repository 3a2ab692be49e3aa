#!/usr/bin/env python3
"""Decode BACnet MS/TP frames from hex text."""
import argparse, collections, re, sys

TYPES = {0: "Token", 1: "Poll For Master", 2: "Reply To PFM", 3: "Test Request",
         4: "Test Response", 5: "Data Expecting Reply", 6: "Data Not Expecting Reply",
         7: "Reply Postponed"}


def crc8(data):
    crc = 0xFF
    for b in data:
        x = crc ^ b
        x ^= (x << 1) ^ (x << 2) ^ (x << 3) ^ (x << 4) ^ (x << 5) ^ (x << 6) ^ (x << 7)
        crc = (x & 0xFE) ^ ((x >> 8) & 1)
    return (~crc) & 0xFF


def frames(buf):
    i = 0
    while i + 8 <= len(buf):
        if buf[i] == 0x55 and buf[i + 1] == 0xFF:
            ftype, dst, src = buf[i + 2], buf[i + 3], buf[i + 4]
            length = (buf[i + 5] << 8) | buf[i + 6]
            hdr_ok = crc8(buf[i + 2:i + 7]) == buf[i + 7]
            yield dict(type=TYPES.get(ftype, f"0x{ftype:02X}"), dst=dst, src=src, len=length, hdr_ok=hdr_ok)
            i += 8 + (length + 2 if length else 0)
        else:
            i += 1


def parse_hex(text):
    cleaned = re.sub(r"[^0-9A-Fa-f]", "", re.sub(r"^\s*[0-9a-fA-F]{4,}\s", "", text, flags=re.M))
    return bytes.fromhex(cleaned[: len(cleaned) // 2 * 2])


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("file"); ap.add_argument("--summary", action="store_true")
    a = ap.parse_args()
    text = sys.stdin.read() if a.file == "-" else open(a.file).read()
    fs = list(frames(parse_hex(text)))
    for f in fs if not a.summary else []:
        print(f)
    bad = sum(1 for f in fs if not f["hdr_ok"])
    by_src = collections.Counter(f["src"] for f in fs)
    print(f"{len(fs)} frames, {bad} header CRC errors; sources: {dict(by_src)}")
