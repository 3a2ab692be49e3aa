#!/usr/bin/env python3
import argparse, re, struct


def crc16(data):
    crc = 0xFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file"); g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--rtu", action="store_true"); g.add_argument("--tcp", action="store_true")
    a = ap.parse_args()
    raw = bytes.fromhex(re.sub(r"[^0-9a-fA-F]", "", open(a.file).read()))
    if a.rtu:
        body, crc = raw[:-2], struct.unpack("<H", raw[-2:])[0]
        print("CRC", "OK" if crc16(body) == crc else "BAD")
        unit, func, n = body[0], body[1], body[2]
        data = body[3:3 + n]
    else:
        unit, func, n = raw[6], raw[7], raw[8]
        data = raw[9:9 + n]
    regs = struct.unpack(">%dH" % (len(data) // 2), data)
    print("unit", unit, "func", func, "registers", len(regs))
    for i, r in enumerate(regs):
        print("%3d 0x%04X %6d" % (i, r, r))
    print("ascii:", data.decode("ascii", "replace"))
    if len(data) >= 4:
        print("float32[0]:", struct.unpack(">f", data[:4])[0])


if __name__ == "__main__":
    main()
