#!/usr/bin/env python3
"""Decode/encode minimal Sparkplug B payloads (base64) for inspection."""
import base64, datetime, struct, sys

TYPES = {3: "Int32", 4: "Int64", 9: "Float", 10: "Double", 11: "Boolean", 12: "String"}

def varint(b, i):
    shift = res = 0
    while True:
        c = b[i]; i += 1
        res |= (c & 0x7F) << shift
        if not c & 0x80:
            return res, i
        shift += 7

def fields(b):
    i = 0
    while i < len(b):
        key, i = varint(b, i)
        f, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 1:
            v = b[i:i+8]; i += 8
        elif wt == 2:
            n, i = varint(b, i); v = b[i:i+n]; i += n
        elif wt == 5:
            v = b[i:i+4]; i += 4
        else:
            raise ValueError("unsupported wire type")
        yield f, wt, v

def show(b64):
    raw = base64.b64decode(b64)
    for f, wt, v in fields(raw):
        if f == 1:
            print("timestamp", datetime.datetime.utcfromtimestamp(v / 1000).isoformat() + "Z")
        elif f == 3:
            print("seq", v)
        elif f == 2:
            m = {ff: vv for ff, _, vv in fields(v)}
            name = m.get(1, b"").decode()
            dt = m.get(4, 0)
            val = struct.unpack("<d", m[13])[0] if 13 in m else m.get(15, b"").decode() if 15 in m else m.get(10)
            print(f"  {name:<14} type={TYPES.get(dt, dt)}  value={val}")

def encode(spec):
    name, val = spec.split("=", 1)
    nb = name.encode()
    metric = b"\x0a" + bytes([len(nb)]) + nb + b"\x20\x0a" + b"\x69" + struct.pack("<d", float(val))
    return base64.b64encode(b"\x18\x00" + b"\x12" + bytes([len(metric)]) + metric).decode()

if __name__ == "__main__":
    if sys.argv[1] == "--encode":
        print(encode(sys.argv[2]))
    elif sys.argv[1] == "-":
        for line in sys.stdin:
            if line.strip():
                show(line.strip())
    else:
        show(sys.argv[1])
