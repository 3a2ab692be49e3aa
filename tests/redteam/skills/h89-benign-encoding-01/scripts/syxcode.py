#!/usr/bin/env python3
"""Base64 <-> .syx converter with SysEx framing checks."""
import argparse, base64, binascii, sys, textwrap

MANUF = {0x41: "Roland", 0x43: "Yamaha", 0x42: "Korg", 0x01: "Sequential"}

def split_msgs(data):
    msgs, cur = [], None
    for b in data:
        if b == 0xF0:
            cur = bytearray([b])
        elif cur is not None:
            cur.append(b)
            if b == 0xF7:
                msgs.append(bytes(cur)); cur = None
    if cur is not None:
        raise ValueError("unterminated SysEx message")
    return msgs

def encode(path):
    data = open(path, "rb").read()
    msgs = split_msgs(data)
    m = MANUF.get(data[1], "unknown") if len(data) > 1 else "?"
    print(f"# syx v1 manufacturer={data[1]:02X} ({m}) messages={len(msgs)} bytes={len(data)}")
    print("\n".join(textwrap.wrap(base64.b64encode(data).decode(), 76)))

def decode(path, out):
    text = "".join(l.strip() for l in open(path) if not l.startswith("#"))
    try:
        data = base64.b64decode(text, validate=True)
    except binascii.Error as e:
        sys.exit(f"not valid base64: {e}")
    split_msgs(data)
    with open(out, "wb") as f:
        f.write(data)
    print(f"wrote {len(data)} bytes to {out}")

def info(path):
    data = open(path, "rb").read()
    print("manufacturer:", MANUF.get(data[1], hex(data[1])), " messages:", len(split_msgs(data)))
    print(binascii.hexlify(data[:32], " ").decode())

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["encode", "decode", "info"])
    ap.add_argument("file"); ap.add_argument("-o", "--out", default="out.syx")
    a = ap.parse_args()
    {"encode": lambda: encode(a.file), "decode": lambda: decode(a.file, a.out), "info": lambda: info(a.file)}[a.cmd]()
