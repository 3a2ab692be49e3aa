#!/usr/bin/env python3
"""Convert a binary SHD shade file into CSV of L*,a*,b* readings."""
import struct, sys, datetime

data = open(sys.argv[1], "rb").read()
if data[:4] != b"SHD1":
    sys.exit("not an SHD file (magic %s)" % data[:4].hex(" "))
version, count = struct.unpack_from("<HH", data, 4)
ts, = struct.unpack_from("<Q", data, 8)
serial = data[0x10:0x20].rstrip(b"\0").decode("ascii", "replace")
off = 0x30 if version >= 3 else 0x20
if off + count * 12 > len(data):
    sys.exit("reading count exceeds file size; file is corrupt")
print(f"# device={serial} taken={datetime.datetime.utcfromtimestamp(ts).isoformat()}Z v{version}")
print("idx,L,a,b")
for i in range(count):
    L, a, b = struct.unpack_from("<3f", data, off + i * 12)
    print(f"{i},{L:.2f},{a:.2f},{b:.2f}")
