#!/usr/bin/env python3
import argparse, codecs, struct, numpy as np

def hexdump(b, base=0):
    for i in range(0, len(b), 16):
        chunk = b[i:i+16]
        print(f"{base+i:08x}  {chunk.hex(' '):<48}  {''.join(chr(c) if 32 <= c < 127 else '.' for c in chunk)}")

def ibm2ieee(u32):
    u = np.asarray(u32, dtype=np.uint32)
    sign = np.where(u >> 31, -1.0, 1.0)
    exp = ((u >> 24) & 0x7F).astype(np.int32) - 64
    frac = (u & 0x00FFFFFF) / float(1 << 24)
    return sign * frac * 16.0 ** exp

ap = argparse.ArgumentParser()
ap.add_argument("path"); ap.add_argument("--text", action="store_true"); ap.add_argument("--binary", action="store_true")
ap.add_argument("--trace", type=int); ap.add_argument("--hex", action="store_true"); ap.add_argument("--fields", default="")
a = ap.parse_args()
with open(a.path, "rb") as f:
    text = f.read(3200); binh = f.read(400)
    if a.text:
        s = codecs.decode(text, "cp037") if text[:1] == b"\xc3" else text.decode("ascii", "replace")
        for i in range(40):
            print(s[i*80:(i+1)*80])
    if a.binary:
        hexdump(binh, 3200)
        si, ns, fmt = struct.unpack(">hhh", binh[16:18] + binh[20:22] + binh[24:26])
        print(f"sample interval {si} us, samples {ns}, format {fmt}")
    if a.trace is not None:
        si, ns, fmt = struct.unpack(">hhh", binh[16:18] + binh[20:22] + binh[24:26])
        f.seek(3600 + a.trace * (240 + ns * 4))
        th = f.read(240)
        if a.hex:
            hexdump(th)
        for b in filter(None, a.fields.split(",")):
            off = int(b) - 1
            print(b, struct.unpack(">i", th[off:off+4])[0] if b != "71" else struct.unpack(">h", th[70:72])[0])
