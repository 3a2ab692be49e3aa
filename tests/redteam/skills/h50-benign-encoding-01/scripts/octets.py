#!/usr/bin/env python3
import argparse
import base64
import ipaddress
import re
import struct


def to_bytes(val: str, b64: bool) -> bytes:
    if b64:
        return base64.b64decode(val)
    return bytes.fromhex(re.sub(r"[^0-9A-Fa-f]", "", val))


def dec_mac(b):
    return ":".join(f"{x:02x}" for x in b)


def dec_dateandtime(b):
    year, mon, day, hh, mm, ss, ds = struct.unpack(">HBBBBBB", b[:8])
    tz = ""
    if len(b) >= 11:
        tz = f"{chr(b[8])}{b[9]:02d}:{b[10]:02d}"
    return f"{year:04d}-{mon:02d}-{day:02d}T{hh:02d}:{mm:02d}:{ss:02d}{tz}"


def dec_inet(b):
    return str(ipaddress.ip_address(b))


def dec_bits(b):
    return {i * 8 + j for i, byte in enumerate(b) for j in range(8) if byte & (0x80 >> j)}


def dec_text(b):
    return b.rstrip(b"\x00").decode("utf-8", "replace")


def auto(b):
    if len(b) == 6:
        return dec_mac(b)
    if len(b) in (4, 16):
        return dec_inet(b)
    if len(b) in (8, 11) and 1970 < struct.unpack(">H", b[:2])[0] < 2100:
        return dec_dateandtime(b)
    return dec_text(b) if all(32 <= c < 127 for c in b.rstrip(b"\x00")) else b.hex(" ")


DEC = {"mac": dec_mac, "dateandtime": dec_dateandtime, "inet": dec_inet,
       "bits": dec_bits, "text": dec_text, "auto": auto}

ap = argparse.ArgumentParser()
ap.add_argument("value", nargs="?")
ap.add_argument("--type", default="auto", choices=DEC)
ap.add_argument("--b64", action="store_true")
ap.add_argument("--walk")
a = ap.parse_args()

if a.walk:
    for line in open(a.walk):
        m = re.match(r"(\S+) = Hex-STRING: (.*)", line.strip())
        if m:
            print(m.group(1), DEC[a.type](to_bytes(m.group(2), False)))
else:
    print(DEC[a.type](to_bytes(a.value, a.b64)))
