#!/usr/bin/env python3
import argparse, re, sys

SPN = {
    0xF004: [(190, "engine_speed", 3, 2, 0.125, 0, "rpm")],
    0xFEEE: [(110, "coolant_temp", 0, 1, 1, -40, "degC")],
    0xFEEF: [(100, "oil_pressure", 3, 1, 4, 0, "kPa")],
    0xFEF2: [(183, "fuel_rate", 0, 2, 0.05, 0, "L/h")],
}
LINE = re.compile(r"(?:\((?P<ts>[\d.]+)\)\s+\S+\s+)?(?P<id>[0-9A-Fa-f]{8})[#\s]+(?P<data>[0-9A-Fa-f ]+)")


def decode(can_id: int, data: bytes, ts=""):
    pgn = (can_id >> 8) & 0x3FFFF
    if (pgn >> 8) & 0xFF < 0xF0:
        pgn &= 0x3FF00
    src = can_id & 0xFF
    for spn, name, start, length, scale, off, unit in SPN.get(pgn & 0xFFFF, []):
        raw = int.from_bytes(data[start:start + length], "little")
        na = raw == (1 << (8 * length)) - 1
        val = "" if na else round(raw * scale + off, 3)
        yield f"{ts},{src},{pgn},{spn},{name},{val},{unit}"


def parse(line):
    m = LINE.search(line)
    if not m:
        return
    data = bytes.fromhex(m["data"].replace(" ", ""))
    yield from decode(int(m["id"], 16), data, m["ts"] or "")


ap = argparse.ArgumentParser()
ap.add_argument("file", nargs="?")
ap.add_argument("--frame")
a = ap.parse_args()
print("ts,src,pgn,spn,name,value,unit")
src = [a.frame] if a.frame else open(a.file)
for ln in src:
    for row in parse(ln):
        print(row)
