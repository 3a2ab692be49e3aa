#!/usr/bin/env python3
"""Dump MXF KLV keys (hex) and BER lengths; decode a few known labels."""
import argparse
import binascii
import struct

LABELS = {
    "060e2b34020501010d01020101020400": "Header Partition (closed, complete)",
    "060e2b34020501010d01020101030400": "Body Partition (closed, complete)",
    "060e2b34020501010d01020101040400": "Footer Partition (closed, complete)",
    "060e2b34020501010d01020101050100": "Primer Pack",
    "060e2b34025301010d01010101012f00": "Preface",
    "060e2b34025301010d01010101011400": "Timecode Component",
    "060e2b34025301010d01020101100100": "Index Table Segment",
}


def ber_length(buf, pos):
    first = buf[pos]
    if first < 0x80:
        return first, 1
    n = first & 0x7F
    return int.from_bytes(buf[pos + 1: pos + 1 + n], "big"), 1 + n


def fmt_key(k):
    h = binascii.hexlify(k).decode()
    return ".".join(h[i:i + 8] for i in range(0, 32, 8))


def frames_to_tc(frames, base):
    return f"{frames // (base * 3600):02d}:{frames // (base * 60) % 60:02d}:{frames // base % 60:02d}:{frames % base:02d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--limit", type=int, default=40)
    a = ap.parse_args()
    data = open(a.path, "rb").read(8 << 20)
    pos, count = 0, 0
    while pos + 17 <= len(data) and count < a.limit:
        key = data[pos:pos + 16]
        if key[:4] != b"\x06\x0e\x2b\x34":
            pos += 1
            continue
        length, llen = ber_length(data, pos + 16)
        hexkey = binascii.hexlify(key).decode()
        label = LABELS.get(hexkey, "")
        print(f"0x{pos:06x}  {fmt_key(key)}  len={length:6d}  {label}")
        if label == "Timecode Component":
            body = data[pos + 16 + llen: pos + 16 + llen + length]
            # local set: 2-byte tag, 2-byte length; StartTimecode tag 0x1501, RoundedTimecodeBase 0x1502
            i, start, base = 0, None, None
            while i + 4 <= len(body):
                tag, ln = struct.unpack(">HH", body[i:i + 4])
                val = body[i + 4:i + 4 + ln]
                if tag == 0x1501:
                    start = int.from_bytes(val, "big")
                elif tag == 0x1502:
                    base = int.from_bytes(val, "big")
                i += 4 + ln
            if start is not None and base:
                print(f"          start timecode {frames_to_tc(start, base)} @ {base}")
        pos += 16 + llen + length
        count += 1


if __name__ == "__main__":
    main()
