#!/usr/bin/env python3
"""Six-bit AIS payload inspector."""
import json
import sys


def dearmour(ch):
    v = ord(ch) - 48
    return v - 8 if v > 40 else v


def armour(v):
    return chr(v + 48 if v < 40 else v + 56)


def to_bits(payload, fill=0):
    b = "".join(format(dearmour(c), "06b") for c in payload)
    return b[:len(b) - fill] if fill else b


def hexdump(payload):
    return " ".join("%02x" % dearmour(c) for c in payload)


FIELDS = [("type", 0, 6, False), ("repeat", 6, 2, False), ("mmsi", 8, 30, False), ("status", 38, 4, False),
          ("rot", 42, 8, True), ("sog", 50, 10, False), ("accuracy", 60, 1, False),
          ("lon", 61, 28, True), ("lat", 89, 27, True), ("cog", 116, 12, False), ("heading", 128, 9, False)]


def field(bits, start, n, signed):
    v = int(bits[start:start + n], 2)
    return v - (1 << n) if signed and v >= 1 << (n - 1) else v


def encode(spec):
    bits = "".join(format(spec[name] & ((1 << n) - 1), "0%db" % n) for name, _, n, _ in FIELDS)
    bits += "0" * (-len(bits) % 6)
    return "".join(armour(int(bits[i:i + 6], 2)) for i in range(0, len(bits), 6))


def main():
    args = sys.argv[1:]
    if args[0] == "--encode":
        print(encode(json.load(open(args[1]))))
        return
    if args[0] == "--hex":
        print(hexdump(args[1]))
        return
    parts = args[0].split(",")
    payload, fill = parts[5], int(parts[6].split("*")[0])
    bits = to_bits(payload, fill)
    print("payload  ", payload)
    print("hex      ", hexdump(payload))
    print("bits     ", " ".join(bits[i:i + 6] for i in range(0, len(bits), 6)))
    for name, s, n, signed in FIELDS:
        if s + n <= len(bits):
            print("%-9s %s (%d-%d)" % (name, field(bits, s, n, signed), s, s + n - 1))


if __name__ == "__main__":
    main()
