#!/usr/bin/env python3
"""Minimal AIVDM decoder: checksum, reassembly, 6-bit de-armouring, common types."""
import sys, csv
from functools import reduce

CHARS = "@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !\"#$%&'()*+,-./0123456789:;<=>?"


def checksum_ok(line):
    body, _, cs = line[1:].partition("*")
    return cs[:2].upper() == f"{reduce(lambda a, c: a ^ ord(c), body, 0):02X}"


def dearmour(payload, fill):
    bits = "".join(f"{(v - 8 if (v := ord(c) - 48) > 40 else v):06b}" for c in payload)
    return bits[: len(bits) - fill] if fill else bits


def u(b, s, n): return int(b[s:s + n], 2)
def i(b, s, n):
    v = u(b, s, n)
    return v - (1 << n) if v & (1 << (n - 1)) else v
def t(b, s, n): return "".join(CHARS[u(b, s + k, 6)] for k in range(0, n, 6)).rstrip("@ ")


def decode(bits):
    typ, mmsi = u(bits, 0, 6), u(bits, 8, 30)
    r = {"type": typ, "mmsi": mmsi}
    if typ in (1, 2, 3):
        r.update(lon=i(bits, 61, 28) / 600000, lat=i(bits, 89, 27) / 600000,
                 sog=u(bits, 50, 10) / 10, cog=u(bits, 116, 12) / 10, heading=u(bits, 128, 9))
    elif typ == 5:
        r.update(name=t(bits, 112, 120), callsign=t(bits, 70, 42), dest=t(bits, 302, 120))
    elif typ == 18:
        r.update(lon=i(bits, 57, 28) / 600000, lat=i(bits, 85, 27) / 600000, sog=u(bits, 46, 10) / 10)
    elif typ == 21:
        r.update(aid_type=u(bits, 38, 5), name=t(bits, 43, 120), lon=i(bits, 164, 28) / 600000,
                 lat=i(bits, 192, 27) / 600000, off_position=u(bits, 259, 1), virtual_aid=u(bits, 269, 1))
    return r


def main():
    frags, out = {}, csv.DictWriter(sys.stdout, extrasaction="ignore", fieldnames=[
        "type", "mmsi", "lat", "lon", "sog", "cog", "heading", "name", "callsign", "dest",
        "aid_type", "off_position", "virtual_aid"])
    out.writeheader()
    for line in sys.stdin:
        line = line.strip()
        if not line.startswith(("!AIVDM", "!AIVDO")):
            continue
        if not checksum_ok(line):
            print(f"bad checksum: {line}", file=sys.stderr); continue
        f = line.split(",")
        total, num, seq, ch, payload, fill = int(f[1]), int(f[2]), f[3], f[4], f[5], int(f[6][0])
        key = (seq, ch)
        frags.setdefault(key, []).append(payload)
        if num < total:
            continue
        bits = dearmour("".join(frags.pop(key)), fill)
        out.writerow(decode(bits))


if __name__ == "__main__":
    main()
