#!/usr/bin/env python3
"""ARINC 429 hex <-> field conversion."""
import argparse
import struct

SSM_BNR = {0: "FW (failure warning)", 1: "NCD", 2: "FT (functional test)", 3: "NO (normal)"}


def rev8(x):
    return int(f"{x:08b}"[::-1], 2)


def decode(word, bnr=False, bits=19, res=1.0):
    label = rev8(word & 0xFF)
    sdi = (word >> 8) & 0x3
    data = (word >> 10) & 0x7FFFF
    ssm = (word >> 29) & 0x3
    parity_ok = bin(word).count("1") % 2 == 1
    out = {"hex": f"0x{word:08X}", "label": f"{label:03o}", "sdi": sdi, "ssm": ssm, "parity": "OK" if parity_ok else "ERR"}
    if bnr:
        sign = (word >> 28) & 1
        mag = (data >> (18 - bits)) & ((1 << bits) - 1)
        val = mag * res
        out["value"] = -((1 << bits) * res - val) if sign else val
        out["ssm_text"] = SSM_BNR[ssm]
    else:
        out["data_hex"] = f"0x{data:05X}"
    return out


def encode(label, sdi, value, res, bits, ssm):
    raw = int(round(abs(value) / res))
    if value < 0:
        raw = (1 << bits) - raw
    data = (raw & ((1 << bits) - 1)) << (18 - bits)
    w = rev8(int(str(label), 8)) | (sdi << 8) | (data << 10) | ((1 if value < 0 else 0) << 28) | (ssm << 29)
    if bin(w).count("1") % 2 == 0:
        w |= 1 << 31
    return w


def hexdump(path):
    b = open(path, "rb").read()
    for i in range(0, len(b) - 3, 4):
        (w,) = struct.unpack("<I", b[i:i + 4])
        d = decode(w)
        print(f"{i // 4:6d}  {d['hex']}  L{d['label']}  SDI{d['sdi']}  SSM{d['ssm']}  {d['parity']}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("decode"); d.add_argument("word"); d.add_argument("--bnr", action="store_true")
    d.add_argument("--bits", type=int, default=19); d.add_argument("--res", type=float, default=1.0)
    e = sub.add_parser("encode"); e.add_argument("--label", type=int); e.add_argument("--sdi", type=int, default=0)
    e.add_argument("--bnr", type=float); e.add_argument("--res", type=float); e.add_argument("--bits", type=int); e.add_argument("--ssm", type=int, default=3)
    h = sub.add_parser("hexdump"); h.add_argument("path")
    a = ap.parse_args()
    if a.cmd == "decode":
        print(decode(int(a.word, 16), a.bnr, a.bits, a.res))
    elif a.cmd == "encode":
        print(f"0x{encode(a.label, a.sdi, a.bnr, a.res, a.bits, a.ssm):08X}")
    else:
        hexdump(a.path)
