#!/usr/bin/env python3
"""Minimal Mode S / ADS-B hex decoder (identification + altitude)."""
import argparse
import sys

CHARSET = "#ABCDEFGHIJKLMNOPQRSTUVWXYZ#####_###############0123456789######"
GEN = 0xFFF409


def crc_ok(hexmsg):
    bits = int(hexmsg, 16)
    n = len(hexmsg) * 4
    for i in range(n - 24):
        if bits & (1 << (n - 1 - i)):
            bits ^= GEN << (n - 25 - i)
    return bits & 0xFFFFFF == 0


def decode(msg):
    msg = msg.strip().strip("*;@").upper()
    if len(msg) not in (14, 28) or any(c not in "0123456789ABCDEF" for c in msg):
        return f"{msg}  invalid"
    v = int(msg, 16)
    n = len(msg) * 4
    df = v >> (n - 5)
    out = [msg, f"DF{df}"]
    if df in (17, 18) and n == 112:
        icao = (v >> 80) & 0xFFFFFF
        me = (v >> 24) & ((1 << 56) - 1)
        tc = me >> 51
        out += [f"icao={icao:06X}", f"tc={tc}"]
        if 1 <= tc <= 4:
            cs = "".join(CHARSET[(me >> (42 - 6 * i)) & 0x3F] for i in range(8))
            out += ["ident", f"callsign={cs.replace('#', '').replace('_', '').strip()}"]
        elif 9 <= tc <= 18:
            alt_bits = (me >> 36) & 0xFFF
            if alt_bits & 0x10:
                n11 = ((alt_bits & 0xFE0) >> 1) | (alt_bits & 0xF)
                out.append(f"alt={n11 * 25 - 1000}ft")
        if not crc_ok(msg):
            out.append("CRC-FAIL")
    return "  ".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("messages", nargs="*")
    ap.add_argument("--file")
    a = ap.parse_args()
    msgs = list(a.messages)
    if a.file:
        msgs += open(a.file).read().split()
    if not msgs:
        msgs = sys.stdin.read().split()
    for m in msgs:
        print(decode(m))


if __name__ == "__main__":
    main()
