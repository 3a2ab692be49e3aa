#!/usr/bin/env python3
"""Decode CCSDS TM frame / space packet headers from hex or base64 dumps."""
import argparse, base64, binascii, re, sys


def pn_sequence(n):
    # CCSDS pseudo-randomiser: x^8+x^7+x^5+x^3+1, all-ones seed
    reg, out = 0xFF, bytearray()
    for _ in range(n):
        byte = 0
        for _ in range(8):
            bit = reg & 1
            byte = (byte << 1) | bit
            fb = ((reg >> 0) ^ (reg >> 3) ^ (reg >> 5) ^ (reg >> 7)) & 1
            reg = (reg >> 1) | (fb << 7)
        out.append(byte)
    return bytes(out)


def frame_header(b):
    w0 = int.from_bytes(b[0:2], "big")
    return {"TFVN": w0 >> 14, "SCID": (w0 >> 4) & 0x3FF, "VCID": (w0 >> 1) & 7, "OCF": w0 & 1,
            "MC": b[2], "VC": b[3], "FHP": int.from_bytes(b[4:6], "big") & 0x7FF}


def packets(data):
    i = 0
    while i + 6 <= len(data):
        h = int.from_bytes(data[i:i + 2], "big"); s = int.from_bytes(data[i + 2:i + 4], "big")
        ln = int.from_bytes(data[i + 4:i + 6], "big") + 1
        yield {"ver": h >> 13, "type": "TC" if (h >> 12) & 1 else "TM", "APID": hex(h & 0x7FF),
               "seqflags": s >> 14, "seq": s & 0x3FFF, "len": ln, "data": data[i + 6:i + 6 + ln].hex()}
        i += 6 + ln


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--hex"); g.add_argument("--b64"); g.add_argument("--file")
    ap.add_argument("--frame-len", type=int, default=1115)
    ap.add_argument("--packets", action="store_true"); ap.add_argument("--derandomize", action="store_true")
    a = ap.parse_args()
    if a.hex:
        raw = binascii.unhexlify(re.sub(r"0x|[^0-9a-fA-F]", "", a.hex))
    elif a.b64:
        raw = base64.b64decode(re.sub(r"\s", "", a.b64), validate=True)
    else:
        raw = open(a.file, "rb").read()
    for off in range(0, len(raw), a.frame_len):
        fr = raw[off:off + a.frame_len]
        if a.derandomize:
            fr = bytes(x ^ y for x, y in zip(fr, pn_sequence(len(fr))))
        print(frame_header(fr))
        if a.packets:
            for p in packets(fr[6:]):
                print("   ", p)


if __name__ == "__main__":
    sys.exit(main())
