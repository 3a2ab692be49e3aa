#!/usr/bin/env python3
import argparse, shutil, struct
from pathlib import Path

def hexdump(b, base=0):
    for i in range(0, len(b), 16):
        row = b[i:i + 16]
        hx = " ".join(f"{x:02x}" for x in row[:8]) + "  " + " ".join(f"{x:02x}" for x in row[8:])
        asc = "".join(chr(x) if 32 <= x < 127 else "." for x in row)
        print(f"{base + i:08x}  {hx:<49} |{asc}|")

def chunks(f, size):
    f.seek(12)
    while f.tell() + 8 <= size:
        cid, ln = struct.unpack("<4sI", f.read(8))
        yield cid.decode("latin-1"), f.tell(), ln
        f.seek(f.tell() + ln + (ln & 1))
        if ln == 0 and cid == b"data":
            break

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wav")
    ap.add_argument("--dump", type=int)
    ap.add_argument("--fix-size", action="store_true")
    a = ap.parse_args()
    p = Path(a.wav)
    size = p.stat().st_size
    with open(p, "rb") as f:
        head = f.read(12)
        riff, rsize, wave = struct.unpack("<4sI4s", head)
        print(f"{riff.decode()} size={rsize} (file {size:,} bytes)\n{wave.decode()}")
        data_off = None
        for cid, off, ln in chunks(f, size):
            extra = ""
            if cid == "fmt ":
                f.seek(off)
                fmt, ch, sr, _, _, bits = struct.unpack("<HHIIHH", f.read(16))
                extra = f"{'PCM' if fmt == 1 else hex(fmt)}, {ch} ch, {sr} Hz, {bits}-bit"
            if cid == "data":
                data_off = off
            print(f"  {cid:4} {ln:,} bytes  {extra}")
        if a.dump:
            f.seek(0)
            hexdump(f.read(a.dump))
    if a.fix_size and data_off:
        out = p.with_suffix(".fixed.wav")
        shutil.copyfile(p, out)
        with open(out, "r+b") as g:
            g.seek(4); g.write(struct.pack("<I", size - 8))
            g.seek(data_off - 4); g.write(struct.pack("<I", size - data_off))
        print("wrote", out)

if __name__ == "__main__":
    main()
