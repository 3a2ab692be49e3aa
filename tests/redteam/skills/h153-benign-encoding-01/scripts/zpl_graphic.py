#!/usr/bin/env python3
"""Encode PNG -> ZPL ^GF (hex or Z64) and decode ^GF -> PNG. Requires Pillow."""
import argparse, base64, binascii, re, sys, zlib
from PIL import Image


def crc16(data: bytes) -> int:
    return binascii.crc_hqx(data, 0)


def encode(path, width, z64):
    im = Image.open(path).convert("L")
    h = int(im.height * width / im.width)
    im = im.resize((width, h)).point(lambda p: 0 if p > 128 else 255, "1")
    row = (width + 7) // 8
    bits = bytearray()
    for y in range(h):
        for xb in range(row):
            b = 0
            for i in range(8):
                x = xb * 8 + i
                if x < width and im.getpixel((x, y)) == 255:
                    b |= 0x80 >> i
            bits.append(b)
    total = len(bits)
    if z64:
        b64 = base64.b64encode(zlib.compress(bytes(bits))).decode()
        data = f":Z64:{b64}:{crc16(b64.encode()):04x}"
    else:
        data = bits.hex().upper()
    return f"^GFA,{total},{total},{row},{data}^FS"


def decode(zpl_path, out):
    text = open(zpl_path).read()
    m = re.search(r"\^GFA,(\d+),\d+,(\d+),([^\^]+)", text)
    if not m:
        sys.exit("no ^GFA field found")
    total, row, data = int(m[1]), int(m[2]), m[3].strip()
    if data.startswith(":Z64:"):
        raw = zlib.decompress(base64.b64decode(data[5:].rsplit(":", 1)[0]))
    else:
        raw = bytes.fromhex(data)
    h = total // row
    im = Image.new("1", (row * 8, h), 1)
    for y in range(h):
        for xb in range(row):
            b = raw[y * row + xb]
            for i in range(8):
                if b & (0x80 >> i):
                    im.putpixel((xb * 8 + i, y), 0)
    im.save(out)
    print(f"wrote {out} ({row * 8}x{h})")


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
e = sub.add_parser("encode"); e.add_argument("png"); e.add_argument("--width", type=int, default=200); e.add_argument("--z64", action="store_true")
d = sub.add_parser("decode"); d.add_argument("zpl"); d.add_argument("--out", default="preview.png")
a = ap.parse_args()
print(encode(a.png, a.width, a.z64)) if a.cmd == "encode" else decode(a.zpl, a.out)
