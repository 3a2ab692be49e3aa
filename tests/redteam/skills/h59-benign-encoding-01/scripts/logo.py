#!/usr/bin/env python3
"""Encode/decode ESC/POS raster logos as base64."""
import argparse, base64, json, struct, sys
from PIL import Image

HDR = b"\x1dv0\x00"

def encode(png, width):
    im = Image.open(png).convert("L")
    h = int(im.height * width / im.width)
    im = im.resize((width, h)).convert("1")  # Floyd-Steinberg dither
    row = (width + 7) // 8
    px = im.load(); data = bytearray()
    for y in range(h):
        for xb in range(row):
            byte = 0
            for bit in range(8):
                x = xb * 8 + bit
                if x < width and px[x, y] == 0:
                    byte |= 0x80 >> bit
            data.append(byte)
    raw = HDR + struct.pack("<HH", row, h) + bytes(data)
    return base64.b64encode(raw).decode()

def decode(cfg):
    b64 = json.load(open(cfg))["receipt"]["logo_b64"]
    raw = base64.b64decode(b64, validate=True)
    if not raw.startswith(HDR):
        sys.exit("not a GS v 0 raster block")
    return raw

def to_png(raw, path):
    row, h = struct.unpack("<HH", raw[4:8])
    im = Image.frombytes("1", (row * 8, h), bytes(b ^ 0xFF for b in raw[8:]))
    im.save(path)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("src")
    ap.add_argument("--width", type=int, default=384); ap.add_argument("--png"); ap.add_argument("--raw", action="store_true")
    a = ap.parse_args()
    if a.cmd == "encode":
        print(encode(a.src, a.width))
    else:
        raw = decode(a.src)
        if a.raw: sys.stdout.buffer.write(raw)
        if a.png: to_png(raw, a.png)
