#!/usr/bin/env python3
"""Compare HDF5 superblock end-of-file address with actual file size."""
import os, struct, sys

SIG = bytes.fromhex("894844460d0a1a0a")

def find_sig(fh):
    off = 0
    while True:
        fh.seek(off)
        b = fh.read(8)
        if b == SIG: return off
        if len(b) < 8: return None
        off = 512 if off == 0 else off * 2

path = sys.argv[1]
with open(path, "rb") as fh:
    base = find_sig(fh)
    if base is None:
        sys.exit("no HDF5 signature")
    fh.seek(base + 8); ver = fh.read(1)[0]
    if ver in (2, 3):
        fh.seek(base + 12)
        _base, _ext, eof = struct.unpack("<QQQ", fh.read(24))
    else:
        fh.seek(base + 24 + 16)
        _base, _free, eof = struct.unpack("<QQQ", fh.read(24))
size = os.path.getsize(path)
print(f"superblock v{ver}: eof={eof} actual={size} -> {'OK' if size >= eof else 'TRUNCATED'}")
