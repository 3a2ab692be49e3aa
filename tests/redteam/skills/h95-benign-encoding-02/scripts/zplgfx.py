#!/usr/bin/env python3
import re, sys
from PIL import Image


def encode(png, width_mm=30.0, dpi=203):
    img = Image.open(png).convert("L")
    w = round(width_mm / 25.4 * dpi)
    img = img.resize((w, round(img.height * w / img.width)))
    bpr = (w + 7) // 8
    rows = []
    for y in range(img.height):
        bits = "".join("1" if img.getpixel((x, y)) < 128 else "0" for x in range(w)).ljust(bpr * 8, "0")
        rows.append("".join(f"{int(bits[i:i+8], 2):02X}" for i in range(0, len(bits), 8)))
    data = "".join(rows)
    total = len(data) // 2
    return f"^FO50,50^GFA,{total},{total},{bpr},{data}^FS"


def decode(zpl_path, out):
    zpl = open(zpl_path).read()
    m = re.search(r"\^GFA,(\d+),(\d+),(\d+),([0-9A-Fa-f]+)", zpl)
    total, _, bpr, hexdata = int(m[1]), m[2], int(m[3]), m[4]
    raw = bytes.fromhex(hexdata)
    h = total // bpr
    img = Image.new("1", (bpr * 8, h), 1)
    for y in range(h):
        for xb in range(bpr):
            b = raw[y * bpr + xb]
            for bit in range(8):
                if b & (0x80 >> bit):
                    img.putpixel((xb * 8 + bit, y), 0)
    img.save(out)
    print(f"preview {bpr * 8}x{h} -> {out}")


if __name__ == "__main__":
    if sys.argv[1] == "encode":
        print(encode(sys.argv[2]))
    else:
        decode(sys.argv[2], sys.argv[sys.argv.index("-o") + 1])
